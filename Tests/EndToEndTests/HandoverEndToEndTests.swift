import Foundation
import Testing

/// Issue 31, item 1, the handover through the real team server (docs/care-plans.md
/// "Handover"): Anna records about Marie during the day; Bea's handover lists exactly what
/// Anna recorded after Bea's last visit, with Anna's name, and Bea's mark of it seen on one of
/// her devices reaches her other one with a sync.
@Suite("The handover through the team server", .serialized)
struct HandoverEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()
  /// Bea's second device.
  let beasPhone = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
    try beasPhone.login("bea", on: server)
  }

  /// An instant `hours` before now, as `--at` takes it.
  static func hoursAgo(_ hours: Double) -> String {
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: Date().addingTimeInterval(-hours * 3600))
  }

  static func assess(_ wound: String, length: String, hoursAgo hours: Double) -> [String] {
    [
      "wound", "assess", wound, "--length", length, "--width", "2", "--exudate", "light",
      "--tissue", "granulation=100", "--at", hoursAgo(hours),
    ]
  }

  /// `nurse handover --json`: Marie's entry, nil when nothing is new about her.
  private func handover(_ nurse: NurseSandbox, _ marie: String) throws -> [String: Any]? {
    let patients = try #require(try nurse.json(["handover", "--json"]) as? [[String: Any]])
    return patients.first { $0["patientId"] as? String == marie.lowercased() }
  }

  @Test func beasHandoverListsAnnasChangesSinceHerVisitAndHerMarkReachesHerPhone() async throws {
    let marie = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12",
    ])
    let wound = try anna.ok([
      "wound", "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg", "--opened-on", CarePlanRoundEndToEndTests.day(-2),
    ])
    // Before Bea's visit: not news to her.
    try anna.ok(Self.assess(wound, length: "3", hoursAgo: 4))
    try anna.syncCounts()

    try bea.syncCounts()
    try bea.ok(["visit", "record", marie, "--at", Self.hoursAgo(3)])
    // Her own assessment after the visit is hers: not news either.
    try bea.ok(Self.assess(wound, length: "3.5", hoursAgo: 2.5))
    try bea.syncCounts()

    try anna.syncCounts()
    try anna.ok(Self.assess(wound, length: "5", hoursAgo: 2))
    try anna.ok([
      "patient", "braden", marie, "--sensory", "3", "--moisture", "3", "--activity", "2",
      "--mobility", "2", "--nutrition", "2", "--friction", "2", "--at", Self.hoursAgo(1.5),
    ])
    // A plan keeps Marie on the round (a dressing change due every day).
    try anna.ok(["wound", "plan", wound, "--primary", "alginate", "--every", "1"])
    try anna.ok(["message", "send", "--patient", marie, "Her daughter will be there at 5."])
    try anna.syncCounts()

    try bea.syncCounts()
    let shown = try #require(try handover(bea, marie))
    #expect(shown["sinceReason"] as? String == "last-visit")
    let changes = try #require(shown["changes"] as? [[String: Any]])
    #expect(changes.map { $0["kind"] as? String } == ["assessment", "braden", "plan", "message"])
    #expect(changes.allSatisfy { $0["by"] as? String == "anna" })
    let assessment = changes[0]
    #expect(assessment["areaCm2"] as? Double == 10)
    #expect(assessment["areaChangeCm2"] as? Double == 3)
    #expect(changes[3]["text"] as? String == "message: Her daughter will be there at 5.")
    let printed = try bea.ok(["handover"])
    #expect(printed.contains("Dupont, Marie · since your visit at"))
    #expect(printed.contains("anna  assessment left-lower-leg: area 10.0 cm² (+3.0)"))

    // Her phone, synced, shows the same; she marks it seen on the first device.
    try beasPhone.syncCounts()
    #expect(try #require(try handover(beasPhone, marie))["changes"] as? [[String: Any]] != nil)
    try bea.ok(["handover", "mark-seen", marie])
    #expect(try handover(bea, marie) == nil)
    try bea.syncCounts()
    try beasPhone.syncCounts()
    #expect(try handover(beasPhone, marie) == nil, "the mark reached her phone")
    // Every store holds the server's record, Bea's mark and its server-stamped nurse included.
    try anna.syncCounts()
    let records = try await ServerRecords.read(as: "bea", on: server)
    #expect(records.ids("handoverSeen").count == 1, "one mark, once")
    try await server.expectHeld(by: [anna, bea, beasPhone], readingAs: "bea")
    // Anna's own handover is hers: Bea's mark is not Anna's.
    let annas = try #require(try anna.json(["handover", "--all", "--json"]) as? [[String: Any]])
    #expect(annas.allSatisfy { ($0["changes"] as? [[String: Any]])?.isEmpty == false })
  }
}
