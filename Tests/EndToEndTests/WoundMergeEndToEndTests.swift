import Foundation
import Testing

/// A wound's fields merge one by one too: a colleague's change of one field and a nurse's
/// close both land; two reasons for one close are a conflict of the reason alone.
@Suite("A wound's fields merge through the team server", .serialized)
struct WoundMergeEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()
  let wound: String

  /// Marie's leg ulcer, opened by anna and known to both.
  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
    let marie = try anna.addPatient("Marie", "Dupont")
    wound = try anna.woundOK([
      "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    try anna.syncCounts()
    try bea.syncCounts()
  }

  private func shown(_ nurse: NurseSandbox) throws -> [String: Any] {
    try #require(try nurse.woundJSON(["show", wound]) as? [String: Any])
  }

  /// `nurse` has no command that edits a wound's description, site or stage (LibWound's
  /// `edit` has no CLI), so bea's app is stood in for by her own PATCH of the description,
  /// made while anna closes the wound offline; anna's close then merges on top of it.
  @Test func aColleaguesFieldAndACloseBothLand() async throws {
    let beasApp = try await TeamHTTP.login("bea", on: server)
    let patched = try await beasApp.patch(
      "wound",
      wound,
      field: "description",
      from: NSNull(),
      to: "above the inner ankle",
      version: 1
    )
    try #require(patched.status == 200, "\(patched)")
    try anna.ok(["wound", "close", wound, "--reason", "moved to her daughter's"])

    #expect(try anna.syncCounts()["conflicts"] == 0)
    try bea.syncCounts()
    for nurse in [anna, bea] {
      let seen = try shown(nurse)
      #expect(seen["description"] as? String == "above the inner ankle")
      #expect(seen["status"] as? String == "closed")
      #expect(seen["closedReason"] as? String == "moved to her daughter's")
      #expect(try nurse.conflicts().isEmpty)
    }
    let record = try await beasApp.record("wound", wound)
    #expect(record["version"] as? Int == 3, "created, patched by bea, closed by anna: \(record)")
    try await server.expectHeld(by: [anna, bea])
  }

  @Test func aWoundClosedForTwoReasonsIsAConflictOfTheReason() async throws {
    // Both close it (the same status: no conflict), each with her own reason.
    try anna.ok(["wound", "close", wound, "--reason", "moved to her daughter's"])
    try bea.ok(["wound", "close", wound, "--reason", "admitted to hospital"])
    try anna.syncCounts()
    #expect(try bea.syncCounts()["conflicts"] == 1)

    let conflicts = try bea.conflicts()
    try #require(conflicts.count == 1, "\(conflicts)")
    #expect(conflicts[0]["type"] as? String == "wound")
    #expect(conflicts[0]["recordId"] as? String == wound)
    #expect(conflicts[0]["field"] as? String == "closedReason")
    #expect(conflicts[0]["mine"] as? String == "admitted to hospital")
    #expect(conflicts[0]["theirs"] as? String == "moved to her daughter's")

    let id = try #require(conflicts[0]["id"] as? String)
    try bea.ok(["sync", "resolve", String(id.prefix(8)), "--keep", "theirs"])
    #expect(try bea.conflicts().isEmpty)
    try bea.syncCounts()
    try anna.syncCounts()
    let both = try [anna, bea].map { try $0.ok(["wound", "show", wound, "--json"]) }
    #expect(both[0] == both[1])
    let seen = try shown(bea)
    #expect(seen["status"] as? String == "closed")
    #expect(seen["closedReason"] as? String == "moved to her daughter's")
    try await server.expectHeld(by: [anna, bea])
  }
}
