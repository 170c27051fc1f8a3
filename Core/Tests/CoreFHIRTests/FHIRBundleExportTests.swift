import CoreContract
import Foundation
import Testing

@testable import CoreFHIR

@Suite("FHIR R4 bundle")
struct FHIRBundleExportTests {
  let patientID = UUID(uuidString: "3F2A9C1E-0000-4000-8000-000000000001")!
  let woundID = UUID(uuidString: "7C1E0000-0000-4000-8000-000000000002")!
  let photo = FHIRPhoto(
    sha256: String(repeating: "ab", count: 32),
    format: .png,
    bytes: Data([0x89, 0x50, 0x4E, 0x47])
  )

  func input(messageBody: String = "Dressing changed") -> FHIRExportInput {
    let assessment = FHIRAssessment(
      id: UUID(),
      takenAt: Date(timeIntervalSince1970: 1_790_000_000),
      takenBy: "anna",
      length: "4.0",
      width: "3.0",
      depth: nil,
      area: "12.0",
      push: 13,
      percentAreaReduction: "0.0",
      exudateAmount: .moderate,
      tissue: (epithelial: 0, granulation: 70, slough: 30, necrotic: 0),
      notes: nil,
      photoIDs: [photo.sha256, photo.sha256]
    )
    let patient = FHIRPatient(
      id: patientID,
      givenName: "Marie",
      familyName: "Dupont",
      birthDate: "1941-03-12",
      sex: .female,
      isActive: true,
      identifier: "1 41 03",
      address: "4 rue des Lilas",
      phone: "0102030405",
      physicianName: "Dr Roux",
      physicianPhone: nil,
      allergies: ["latex", "iodine"]
    )
    return FHIRExportInput(
      patient: patient,
      wounds: [
        FHIRWound(
          id: woundID,
          type: .pressureInjury,
          site: .leftHeel,
          description: "lateral",
          stage: .stage2,
          status: .open,
          openedOn: "2026-11-02",
          assessments: [assessment]
        )
      ],
      braden: [
        FHIRBraden(
          id: UUID(),
          assessedAt: Date(),
          scores: [3, 2, 2, 2, 3, 2],
          riskText: "moderate"
        )
      ],
      messages: [
        FHIRMessage(
          id: UUID(),
          author: "anna",
          body: messageBody,
          sentAt: Date(),
          replyTo: nil,
          isPending: true
        )
      ],
      photos: [photo.sha256: photo],
      exportedAt: Date(timeIntervalSince1970: 1_790_000_100)
    )
  }

  func resources(_ json: String) throws -> [[String: Any]] {
    let bundle = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    )
    #expect(bundle["type"] as? String == "collection")
    let entries = try #require(bundle["entry"] as? [[String: Any]])
    return entries.compactMap { $0["resource"] as? [String: Any] }
  }

  @Test func everyRecordBecomesOneResourceAndAPhotoIsOneMedia() throws {
    let kinds = try resources(FHIRBundleExport.json(input())).compactMap {
      $0["resourceType"] as? String
    }
    #expect(
      kinds == [
        "Patient", "AllergyIntolerance", "AllergyIntolerance", "Condition", "Media",
        "Observation", "Observation", "Communication",
      ]
    )
  }

  /// The Condition's bodySite of a wound at `site`, `clock` o'clock.
  func bodySite(_ site: BodySite, clock: Int? = nil) throws -> [String: Any] {
    var input = input()
    input.wounds[0].site = site
    input.wounds[0].clockPosition = clock
    let condition = try #require(
      try resources(FHIRBundleExport.json(input)).first {
        $0["resourceType"] as? String == "Condition"
      }
    )
    return try #require((condition["bodySite"] as? [[String: Any]])?.first)
  }

  @Test func aSiteIsCodedWithItsStructureAndItsSideAsSNOMEDQualifier() throws {
    let heel = try bodySite(.leftHeel, clock: 3)
    let coding = try #require(heel["coding"] as? [[String: Any]])
    #expect(coding.count == 1)
    #expect(coding[0]["system"] as? String == FHIRCodes.snomedSystem)
    #expect(coding[0]["code"] as? String == "84607009")
    #expect(heel["text"] as? String == "left heel at 3 o'clock: lateral")
    let side = try #require((heel["extension"] as? [[String: Any]])?.first)
    #expect(side["url"] as? String == FHIRCodes.lateralityExtension)
    let value = try #require(side["valueCodeableConcept"] as? [String: Any])
    let sideCoding = try #require((value["coding"] as? [[String: Any]])?.first)
    #expect(sideCoding["system"] as? String == FHIRCodes.snomedSystem)
    #expect(sideCoding["code"] as? String == "7771000")

    let both = try bodySite(.bilateralLowerLeg)
    let bothSide = try #require((both["extension"] as? [[String: Any]])?.first)
    let bothCoding = (bothSide["valueCodeableConcept"] as? [String: Any])?["coding"]
    #expect((bothCoding as? [[String: Any]])?.first?["code"] as? String == "51440002")
    #expect((both["coding"] as? [[String: Any]])?.first?["code"] as? String == "75144006")

    let sacrum = try bodySite(.sacrum)
    #expect(sacrum["extension"] == nil)
    #expect((sacrum["coding"] as? [[String: Any]])?.first?["code"] as? String == "51027004")
    let other = try bodySite(.other)
    #expect(other["coding"] == nil && other["extension"] == nil)
    #expect(other["text"] as? String == "other: lateral")
  }

  @Test func everySiteCodeIsInTheTableAndReadFromTheContract() {
    for site in BodySite.allCases {
      let structure = FHIRCodes.bodySite(site.structure)
      #expect(structure?.code == site.structure.snomedCT?.code)
      #expect(structure.map { FHIRCodes.all.contains($0) } ?? true)
      let side = FHIRCodes.laterality(site.laterality)
      #expect(side.map { FHIRCodes.all.contains($0) } ?? (site.laterality == .none))
    }
  }

  @Test func theConditionCarriesTheTablesCodesAndTheNursesWords() throws {
    let condition = try #require(
      try resources(FHIRBundleExport.json(input())).first {
        $0["resourceType"] as? String == "Condition"
      }
    )
    let code = try #require(condition["code"] as? [String: Any])
    let coding = try #require((code["coding"] as? [[String: Any]])?.first)
    #expect(coding["code"] as? String == FHIRCodes.woundType(.pressureInjury).code)
    #expect(code["text"] as? String == "Pressure injury")
    let site = try #require((condition["bodySite"] as? [[String: Any]])?.first)
    #expect(site["text"] as? String == "left heel: lateral")
    let stage = try #require(
      (condition["stage"] as? [[String: Any]])?.first?["summary"] as? [String: Any]
    )
    #expect((stage["coding"] as? [[String: Any]])?.first?["code"] as? String == "258219007")
  }

  /// docs/clinical-rules.md, "Photo consent": photos left out say so on each wound's
  /// Condition; no note when none were.
  @Test func photosLeftOutForWantOfConsentAreANoteOnEachCondition() throws {
    var export = input()
    #expect(
      try resources(FHIRBundleExport.json(export)).allSatisfy {
        $0["note"] == nil || $0["resourceType"] as? String != "Condition"
      }
    )
    export.photosLeftOut = "Photos left out for want of consent to share them."
    let conditions = try resources(FHIRBundleExport.json(export)).filter {
      $0["resourceType"] as? String == "Condition"
    }
    #expect(!conditions.isEmpty)
    for condition in conditions {
      let note = (condition["note"] as? [[String: Any]])?.first?["text"] as? String
      #expect(note == "Photos left out for want of consent to share them.")
    }
  }

  @Test func measurementsKeepTheirDecimalAsMeasured() {
    let json = FHIRBundleExport.json(input())
    #expect(json.contains("\"value\": 4.0,"))
    #expect(json.contains("\"value\": 12.0,"))
  }

  @Test func controlCharactersAreEscapedNeverRaw() {
    let json = FHIRBundleExport.json(input(messageBody: "a\u{1B}[2Jb\"\\\u{7F}"))
    #expect(json.contains(#""contentString": "a\u001B[2Jb\"\\\u007F""#))
    #expect(!json.contains("\u{1B}"))
  }

  @Test func anAssessmentsInfectionScreeningIsItsOwnObservation() throws {
    var input = input()
    let assessment = input.wounds[0].assessments[0]
    input.wounds[0].assessments[0].infection = FHIRInfection(
      verdict: "Deep infection suspected: tell the physician today.",
      signs: "NERDS 1/5 (debris) · STONEES 3/7 (size bigger, probes to bone, smell)",
      localCount: 1,
      deepCount: 3
    )
    let all = try resources(FHIRBundleExport.json(input))
    let kinds = all.compactMap { $0["resourceType"] as? String }
    #expect(kinds.filter { $0 == "Observation" }.count == 3)
    let screening = try #require(
      all.first {
        ($0["code"] as? [String: Any])?["text"] as? String == FHIRCodes.infectionScreening.display
      }
    )
    #expect(
      screening["valueString"] as? String == "Deep infection suspected: tell the physician today."
    )
    let derived = try #require(screening["derivedFrom"] as? [[String: Any]])
    #expect(
      derived.first?["reference"] as? String == "urn:uuid:\(assessment.id.uuidString.lowercased())"
    )
    let components = try #require(screening["component"] as? [[String: Any]])
    #expect(components.compactMap { $0["valueInteger"] as? Int } == [1, 3])
    #expect(FHIRCodes.all.contains(FHIRCodes.infectionScreening))
  }

  /// Each leg of an ABPI measurement is an Observation: the index as a dimensionless
  /// quantity, exactly as LibPatient rounded it, the band in words; ids stable per leg.
  @Test func eachLegOfAnABPIIsItsOwnObservation() throws {
    var input = input()
    let measurementID = UUID()
    let measuredAt = Date(timeIntervalSince1970: 1_790_000_050)
    input.abpi = [
      FHIRABPILeg(
        measurementID: measurementID,
        measuredAt: measuredAt,
        isLeft: true,
        index: "0.91",
        bandText: "no significant arterial disease; compression: full or reduced"
      ),
      FHIRABPILeg(
        measurementID: measurementID,
        measuredAt: measuredAt,
        isLeft: false,
        index: "0.68",
        bandText: "arterial or mixed disease; compression: reduced, on specialist advice only"
      ),
    ]
    let json = FHIRBundleExport.json(input)
    let all = try resources(json)
    let legs = all.filter {
      let text = ($0["code"] as? [String: Any])?["text"] as? String
      return text == FHIRCodes.abpiLeft.display || text == FHIRCodes.abpiRight.display
    }
    #expect(legs.count == 2)
    let left = try #require(legs.first)
    #expect((left["code"] as? [String: Any])?["text"] as? String == FHIRCodes.abpiLeft.display)
    let quantity = try #require(left["valueQuantity"] as? [String: Any])
    #expect(quantity["code"] as? String == "1")
    #expect(json.contains("\"value\": 0.91,"))
    #expect(json.contains("\"value\": 0.68,"))
    let interpretation = try #require((left["interpretation"] as? [[String: Any]])?.first)
    #expect(
      interpretation["text"] as? String
        == "no significant arterial disease; compression: full or reduced"
    )
    #expect(Set(legs.compactMap { $0["id"] as? String }).count == 2)
    #expect(FHIRBundleExport.json(input) == json, "the same ids on every export")
  }

  @Test func theCodeTableHoldsEachCodeOnceAndEveryOneNamesItsSource() {
    let all = FHIRCodes.all
    let coded = all.filter { $0.code != nil }
    #expect(Set(coded.map { "\($0.system!)|\($0.code!)" }).count == coded.count)
    #expect(all.allSatisfy { !$0.display.isEmpty })
    #expect(all.contains(FHIRCodes.bradenTotal) && FHIRCodes.bradenTotal.code == "38227-5")
    #expect(FHIRCodes.woundSizePanel.code == "72287-6")
    #expect(FHIRCodes.exudateAmountCode.code == "39116-9")
    #expect(FHIRCodes.pushScore.code == nil && FHIRCodes.pushScore.source == .textOnly)
  }

  @Test func idsAreStableAcrossExports() {
    let first = FHIRValues.derivedID(patientID, "allergy/0")
    #expect(first == FHIRValues.derivedID(patientID, "allergy/0"))
    #expect(first != FHIRValues.derivedID(patientID, "allergy/1"))
    #expect(first.uuidString.dropFirst(14).first == "8")
    #expect(
      FHIRWoundResources.namedInformation(String(repeating: "00", count: 32))
        == "ni:///sha-256;AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
    )
  }
}
