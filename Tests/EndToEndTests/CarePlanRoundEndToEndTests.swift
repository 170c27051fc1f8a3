import Foundation
import Testing

/// Care plans and visits through the real team server: what one nurse plans and does reaches
/// her colleague, and `nurse today` tells both the same round (docs/care-plans.md).
@Suite("Care plans and the day's round through the team server", .serialized)
struct CarePlanRoundEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  /// Today and tomorrow in UTC, the zone every `ok` run is given.
  static func day(_ offset: Int) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date().addingTimeInterval(Double(offset) * 86_400))
  }

  /// `nurse today --json` as (patient id, the kinds due) in visit order.
  private func round(_ nurse: NurseSandbox, day: String? = nil) throws -> [String] {
    let arguments = ["today", "--json"] + (day.map { ["--date", $0] } ?? [])
    let round = try #require(
      try JSONSerialization.jsonObject(with: Data(try nurse.ok(arguments).utf8)) as? [String: Any]
    )
    let patients = try #require(round["patients"] as? [[String: Any]])
    return patients.map { patient in
      let due = (patient["due"] as? [[String: Any]] ?? []).map {
        "\($0["kind"] ?? "")/\($0["state"] ?? "-")"
      }
      return "\(patient["patientId"] ?? "") \(due.joined(separator: ","))"
    }
  }

  private func patient(_ nurse: NurseSandbox, _ given: String, address: String) throws -> String {
    try nurse.ok([
      "patient", "add", "--given", given, "--family", "Round", "--birth-date", "1940-01-01",
      "--address", address,
    ])
  }

  @Test func aPlanAndAVisitReachTheColleagueAndTodayAgrees() throws {
    let marie = try patient(anna, "Marie", address: "3 rue Oberkampf, 75011 Paris")
    let paul = try patient(anna, "Paul", address: "2 rue des Lilas, 75002 Paris")
    var wounds: [String: String] = [:]
    for id in [marie, paul] {
      let wound = try anna.ok([
        "wound", "add", "--patient", id, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      ])
      wounds[id] = wound
      try anna.ok([
        "wound", "plan", wound, "--primary", "alginate", "--secondary", "foam", "--every", "2",
        "--cleansing", "saline",
      ])
    }
    let visit = try anna.ok([
      "visit", "record", marie, "--dressing", wounds[marie]!, "--note", "dressing held",
    ])
    #expect(try anna.syncCounts()["pending"] == 0)
    try bea.syncCounts()

    // Paul (75002) before Marie (75011); Marie's dressing is done today, Paul's is due.
    let annas = try round(anna)
    #expect(annas.map { $0.prefix(36) } == [paul, marie].map { $0.prefix(36) })
    #expect(annas[0].contains("dressing/due"))
    #expect(!annas[1].contains("dressing"))
    #expect(try round(bea) == annas)

    // The bag: Paul's change takes an alginate and a foam; Marie's is made. Bea's is the same.
    let supplies = try JSONSerialization.jsonObject(
      with: Data(try anna.ok(["today", "--supplies", "--json"]).utf8)
    )
    let lines = ((supplies as? [String: Any])?["supplies"] as? [[String: Any]] ?? []).map {
      "\($0["kind"] ?? "") \($0["product"] ?? "") \($0["count"] ?? "") \($0["woundIds"] ?? "")"
    }
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("primary alginate 1") == true)
    #expect(lines.last?.hasPrefix("secondary foam 1") == true)
    #expect(lines.allSatisfy { $0.contains(wounds[paul]!) && !$0.contains(wounds[marie]!) })
    #expect(
      try bea.ok(["today", "--supplies", "--json"]) == anna.ok(["today", "--supplies", "--json"])
    )
    let printed = try anna.ok(["today", "--supplies"])
    #expect(printed.contains("Primary dressings") && printed.contains("1  alginate"))

    let plan = ["wound", "plan", wounds[marie]!, "--json"]
    #expect(try bea.ok(plan) == anna.ok(plan))
    let pulled = try JSONSerialization.jsonObject(with: Data(try bea.ok(plan).utf8))
    #expect((pulled as? [String: Any])?["updatedBy"] as? String == "anna", "its author travels")
    let visits = try bea.ok(["visit", "list", marie, "--json"])
    #expect(visits.contains(visit) && visits.contains(wounds[marie]!))

    // Bea changes Marie's plan to every day: the change reaches Anna, whose tomorrow agrees.
    try bea.ok(["wound", "plan", wounds[marie]!, "--every", "1"])
    try bea.syncCounts()
    try anna.syncCounts()
    let tomorrow = try round(anna, day: Self.day(1))
    #expect(tomorrow.first { $0.hasPrefix(marie) }?.contains("dressing/due") == true)
    #expect(try round(bea, day: Self.day(1)) == tomorrow)
    let merged = try JSONSerialization.jsonObject(with: Data(try anna.ok(plan).utf8))
    #expect((merged as? [String: Any])?["changeEveryDays"] as? Int == 1)
    #expect((merged as? [String: Any])?["secondaryDressing"] as? String == "foam")
    // Who changed it last travels: the plan names Bea on Anna's device, as the server stamped.
    #expect((merged as? [String: Any])?["updatedBy"] as? String == "bea")
    #expect(try anna.ok(["wound", "plan", wounds[marie]!]).contains(" by bea"))

    // Her own order is hers: Anna moves Marie first; Bea's round keeps the address order.
    try anna.ok(["today", "move", marie, "--before", paul])
    #expect(try round(anna).first?.hasPrefix(marie) == true)
    #expect(try round(bea).first?.hasPrefix(paul) == true)
  }

  @Test func badInputIsRefusedNamingTheOptionAndNothingIsWritten() throws {
    let marie = try patient(anna, "Marie", address: "3 rue Oberkampf, 75011 Paris")
    let wound = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "skin-tear", "--site", "left-foot",
    ])
    let tooOften = try anna.run(
      ["wound", "plan", wound, "--primary", "foam", "--every", "0"],
      environment: ["TZ": "UTC"]
    )
    #expect(tooOften.status == 65)
    #expect(tooOften.stderr.contains("--every/--on"))
    let hostile = try anna.run(
      ["wound", "plan", wound, "--primary", "foam\u{1B}[2J", "--every", "2"],
      environment: ["TZ": "UTC"]
    )
    #expect(hostile.status == 65)
    #expect(hostile.stderr.contains("--primary"))
    let missing = try anna.run(["wound", "plan", wound, "--every", "2"])
    #expect(missing.status == 64)
    #expect(try anna.run(["wound", "plan", wound]).status == 66)
    let other = try patient(anna, "Paul", address: "2 rue des Lilas, 75002 Paris")
    let foreign = try anna.run(["visit", "record", other, "--dressing", wound])
    #expect(foreign.status == 65)
    #expect(foreign.stderr.contains("--dressing"))
    let none = try JSONSerialization.jsonObject(
      with: Data(try anna.ok(["visit", "list", other, "--json"]).utf8)
    )
    #expect((none as? [Any])?.isEmpty == true)
  }
}
