import CoreContract
import CoreFHIR
import Foundation
import Testing

/// `nurse export fhir`: the real binary over a real store; every bundle validated by
/// fhir.resources' R4 models and every code checked against `FHIRCodes`. The validator
/// missing is a failure naming what to install, never a skip.
@Suite("FHIR R4 export", .serialized)
struct FHIRExportEndToEndTests {
  func export(_ scenario: ReportScenario) throws -> (url: URL, bundle: [String: Any]) {
    let out = scenario.nurse.home.file("export-\(UUID()).json")
    let result = try scenario.nurse.run(
      [
        "export", "fhir", "--patient", String(ReportScenario.patientID.prefix(8)), "--out",
        out.path,
      ],
      environment: ["TZ": "UTC"]
    )
    try #require(result.status == 0, "\(result.stderr)")
    let bundle = try JSONSerialization.jsonObject(with: Data(contentsOf: out))
    return (out, try #require(bundle as? [String: Any]))
  }

  func resources(_ bundle: [String: Any], _ type: String) -> [[String: Any]] {
    ((bundle["entry"] as? [[String: Any]]) ?? []).compactMap { $0["resource"] as? [String: Any] }
      .filter { $0["resourceType"] as? String == type }
  }

  @Test func theBundleIsValidR4AndEveryCodeIsTheTables() throws {
    var scenario = try ReportScenario()
    try scenario.sendMessages()
    let (url, bundle) = try export(scenario)
    try FHIRR4Validator().validate([url])

    #expect(bundle["type"] as? String == "collection")
    let entries = try #require(bundle["entry"] as? [[String: Any]])
    let fullURLs = Set(entries.compactMap { $0["fullUrl"] as? String })
    #expect(fullURLs.count == entries.count)
    // Every reference resolves inside the bundle (the physician's is contained).
    for reference in FHIRBundleWalk.references(in: bundle) where !reference.hasPrefix("#") {
      #expect(fullURLs.contains(reference), "dangling \(reference)")
    }
    // Every coding is one of the table's, with the table's display.
    let table = Set(
      FHIRCodes.all.compactMap { code in
        code.system.map { "\($0)|\(code.code!)|\(code.display)" }
      }
    )
    let codings = FHIRBundleWalk.codings(in: bundle)
    #expect(!codings.isEmpty)
    for coding in codings { #expect(table.contains(coding), "not in FHIRCodes: \(coding)") }

    let conditions = resources(bundle, "Condition")
    #expect(conditions.count == 3)
    for id in scenario.woundIDs {
      let shown = try #require(try scenario.nurse.woundJSON(["show", id]) as? [String: Any])
      let type = try #require(WoundType(rawValue: shown["type"] as? String ?? ""))
      let condition = try #require(conditions.first { $0["id"] as? String == id })
      #expect(FHIRBundleWalk.firstCode(condition["code"]) == FHIRCodes.woundType(type).code)
      let hasStage = condition["stage"] != nil
      #expect(hasStage == (type == .pressureInjury))
      // The site: its structure coded, its side as the laterality extension (none on the sacrum).
      let site = try #require(BodySite(rawValue: shown["site"] as? String ?? ""))
      let bodySite = (condition["bodySite"] as? [[String: Any]])?.first
      #expect(FHIRBundleWalk.firstCode(bodySite) == site.structure.snomedCT?.code)
      let side = (bodySite?["extension"] as? [[String: Any]])?.first
      let sideURL = side?["url"] as? String
      #expect(sideURL == (site.laterality == .none ? nil : FHIRCodes.lateralityExtension))
      #expect(
        FHIRBundleWalk.firstCode(side?["valueCodeableConcept"]) == site.laterality.snomedCT?.code
      )
    }
    let observations = resources(bundle, "Observation")
    let panels = observations.filter { FHIRBundleWalk.firstCode($0["code"]) == "72287-6" }
    #expect(panels.count == 12)
    for panel in panels {
      let components = try #require(panel["component"] as? [[String: Any]])
      let codes = components.map {
        FHIRBundleWalk.firstCode($0["code"]) ?? FHIRBundleWalk.text($0["code"])
      }
      for expected in ["39126-8", "39125-0", "89260-4", "39116-9", FHIRCodes.pushScore.display] {
        #expect(codes.contains(expected), "\(expected) missing from \(codes)")
      }
      #expect((panel["focus"] as? [[String: Any]])?.count == 1)
    }
    #expect(panels.compactMap { $0["derivedFrom"] as? [[String: Any]] }.flatMap { $0 }.count == 6)
    let screenings = observations.filter {
      FHIRBundleWalk.text($0["code"]) == FHIRCodes.infectionScreening.display
    }
    #expect(screenings.count == panels.count, "one infection screening per assessment panel")
    let braden = observations.filter { FHIRBundleWalk.firstCode($0["code"]) == "38227-5" }
    #expect(braden.map { $0["valueInteger"] as? Int } == [14, 15])
    #expect(braden.allSatisfy { ($0["component"] as? [Any])?.count == 6 })
    // Each leg of the ABPI: 120/132 and 90/132, rounded as LibPatient rounds them.
    let abpi = observations.filter {
      [FHIRCodes.abpiLeft.display, FHIRCodes.abpiRight.display]
        .contains(FHIRBundleWalk.text($0["code"]))
    }
    #expect(
      abpi.compactMap { ($0["valueQuantity"] as? [String: Any])?["value"] as? Double }
        == [0.91, 0.68]
    )
    #expect(resources(bundle, "Media").count == scenario.photoCount)
    let messages = resources(bundle, "Communication").compactMap {
      (($0["payload"] as? [[String: Any]])?.first?["contentString"]) as? String
    }
    #expect(messages == ["Dressing changed, exudate heavier.", "Can the doctor come by?"])
    #expect(resources(bundle, "AllergyIntolerance").count == 1)
    let patient = try #require(resources(bundle, "Patient").first)
    #expect(
      ((patient["name"] as? [[String: Any]])?.first?["family"]) as? String
        == ReportScenario.hostileName
    )
    // Lengths keep the decimal they were measured with.
    #expect(try String(contentsOf: url, encoding: .utf8).contains("\"value\": 4.0,"))
  }

  @Test func withoutOutTheBundleGoesToStdoutAndAnEmptyRecordIsValidToo() throws {
    let nurse = NurseSandbox()
    try nurse.addPatient("b0b00000-0000-4000-8000-0000000000b2", given: "Zoë", family: "Martin")
    let result = try nurse.run(["export", "fhir", "--patient", "b0b0"])
    try #require(result.status == 0, "\(result.stderr)")
    let file = try nurse.file("stdout.json", Data(result.stdout.utf8))
    try FHIRR4Validator().validate([URL(fileURLWithPath: file)])
    let bundle = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    )
    #expect((bundle["entry"] as? [Any])?.count == 1)
  }

  @Test func refusalsWriteNothing() throws {
    let nurse = NurseSandbox()
    try nurse.addPatient("c0c00000-0000-4000-8000-0000000000c3")
    let out = nurse.home.file("nobody.json")
    let unknown = try nurse.run(["export", "fhir", "--patient", "0000dead", "--out", out.path])
    #expect(unknown.status == 66)
    #expect(unknown.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let existing = try nurse.file("existing.json", Data("{}".utf8))
    let overwrite = try nurse.run(["export", "fhir", "--patient", "c0c0", "--out", existing])
    #expect(overwrite.status == 64)
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "{}")
  }
}

/// Reads what the tests check out of a bundle's JSON.
enum FHIRBundleWalk {
  /// Every `Coding` anywhere, as `system|code|display`.
  static func codings(in value: Any) -> [String] {
    switch value {
    case let object as [String: Any]:
      var found: [String] = []
      if let system = object["system"] as? String, let code = object["code"] as? String,
        system != FHIRCodes.ucumSystem
      {
        found.append("\(system)|\(code)|\(object["display"] as? String ?? "")")
      }
      return found + object.values.flatMap(codings)
    case let array as [Any]: return array.flatMap(codings)
    default: return []
    }
  }

  /// Every `Reference.reference` anywhere.
  static func references(in value: Any) -> [String] {
    switch value {
    case let object as [String: Any]:
      let own = (object["reference"] as? String).map { [$0] } ?? []
      return own + object.values.flatMap(references)
    case let array as [Any]: return array.flatMap(references)
    default: return []
    }
  }

  /// A CodeableConcept's first coding's code.
  static func firstCode(_ concept: Any?) -> String? {
    (((concept as? [String: Any])?["coding"] as? [[String: Any]])?.first?["code"]) as? String
  }

  /// A CodeableConcept's text.
  static func text(_ concept: Any?) -> String {
    (concept as? [String: Any])?["text"] as? String ?? ""
  }
}
