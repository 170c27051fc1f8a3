import Foundation
import Testing

/// Issue 31, item 4, visit outcomes through the real team server: Anna finds Marie not at
/// home yesterday and records it; after a sync Bea's round of yesterday says Marie was missed
/// and why, and today's carries it (docs/care-plans.md, "Missed visits").
@Suite("Visit outcomes through the team server", .serialized)
struct VisitOutcomeEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  /// `nurse today --json [--date day]`: Marie's entry.
  private func entry(_ nurse: NurseSandbox, _ patient: String, day: String? = nil) throws
    -> [String: Any]
  {
    let arguments = ["today", "--json"] + (day.map { ["--date", $0] } ?? [])
    let round = try #require(try nurse.json(arguments) as? [String: Any])
    let patients = try #require(round["patients"] as? [[String: Any]])
    return try #require(patients.first { $0["patientId"] as? String == patient })
  }

  @Test func notAtHomeReachesTheColleagueAsAMissedVisitWithItsReason() throws {
    let yesterday = CarePlanRoundEndToEndTests.day(-1)
    let marie = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12",
    ])
    // A wound open since the day before yesterday: her Braden is due every day since.
    try anna.ok([
      "wound", "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg", "--opened-on", CarePlanRoundEndToEndTests.day(-2),
    ])
    let visit = try anna.ok([
      "visit", "record", marie, "--outcome", "not-at-home", "--note", "left a card",
      "--started-at", "\(yesterday) 09:55", "--at", "\(yesterday) 10:00",
    ])
    let refused = try anna.run([
      "visit", "record", marie, "--outcome", "refused", "--deceased-on", yesterday,
    ])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("--deceased-on"))
    try anna.syncCounts()
    try bea.syncCounts()

    let listed = try #require(
      (try bea.json(["visit", "list", marie, "--json"]) as? [[String: Any]])?.first
    )
    #expect(listed["id"] as? String == visit)
    #expect(listed["outcome"] as? String == "not-at-home")
    #expect(listed["durationMinutes"] as? Int == 5)
    #expect(try bea.ok(["visit", "list", marie]).contains("5 min  NOT AT HOME  by anna"))

    let missed = try #require(try entry(bea, marie, day: yesterday)["missed"] as? [String: Any])
    #expect(missed["reason"] as? String == "not-at-home")
    #expect(missed["text"] as? String == "not at home")
    let carried = try #require(try entry(bea, marie)["missedBefore"] as? [String: Any])
    #expect(carried["day"] as? String == yesterday)
    #expect(try bea.ok(["today", "--date", yesterday]).contains("missed: not at home"))
    // The team lead's caseload shows it on Marie's wounds, with why.
    let caseload = try #require(try bea.json(["caseload", "--json"]) as? [[String: Any]])
    let marieWounds = caseload.filter { $0["patientId"] as? String == marie.lowercased() }
    #expect(!marieWounds.isEmpty)
    for wound in marieWounds {
      let shown = try #require(wound["missedVisit"] as? [String: Any])
      #expect(shown["day"] as? String == yesterday && shown["text"] as? String == "not at home")
    }
  }
}
