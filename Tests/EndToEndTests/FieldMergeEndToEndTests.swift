import Foundation
import Testing

/// The server merges per field: two nurses' edits of different fields both land; only the
/// same field changed to different values is a conflict, settled for that field alone.
@Suite("Edits merge field by field through the team server", .serialized)
struct FieldMergeEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()
  let marie: String

  /// Marie, added by anna with an address and a phone, and known to both.
  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
    marie = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12",
      "--address", "1 rue des Lilas", "--phone", "0100000000", "--notes", "first visit",
    ])
    try anna.syncCounts()
    try bea.syncCounts()
  }

  /// Every field of her record as `patient show --json` prints it, as text.
  private func details(_ nurse: NurseSandbox) throws -> [String: String] {
    try nurse.patient(marie).compactMapValues { "\($0)" }
  }

  @Test func editsOfDifferentFieldsBothLand() async throws {
    try bea.ok(["patient", "edit", marie, "--address", "12 rue du Port"])
    try anna.ok(["patient", "edit", marie, "--phone", "0606060606"])
    #expect(try anna.syncCounts()["conflicts"] == 0)
    #expect(try bea.syncCounts()["conflicts"] == 0)
    try anna.syncCounts()

    for nurse in [anna, bea] {
      let seen = try nurse.patient(marie)
      #expect(seen["address"] as? String == "12 rue du Port")
      #expect(seen["phone"] as? String == "0606060606")
      #expect(seen["notes"] as? String == "first visit")
      #expect(try nurse.conflicts().isEmpty)
    }
    #expect(try details(anna) == details(bea))
    try await server.expectHeld(by: [anna, bea])
  }

  @Test func theSameFieldIsAConflictOfThatFieldAloneSettledFieldByField() async throws {
    try anna.ok(["patient", "edit", marie, "--phone", "0101010101", "--address", "2 rue Haute"])
    // Bea changes both too, and the notes, which nobody else touched.
    try bea.ok([
      "patient", "edit", marie, "--phone", "0202020202", "--address", "3 rue Basse", "--notes",
      "gate code 12",
    ])
    #expect(try anna.syncCounts()["conflicts"] == 0)
    #expect(try bea.syncCounts()["conflicts"] == 2)

    let conflicts = try bea.conflicts().sorted { "\($0["field"]!)" < "\($1["field"]!)" }
    try #require(conflicts.count == 2, "\(conflicts)")
    #expect(conflicts.map { $0["field"] as? String } == ["address", "phone"])
    #expect(conflicts.allSatisfy { $0["type"] as? String == "patient" })
    #expect(conflicts.allSatisfy { $0["recordId"] as? String == marie })
    #expect(conflicts[1]["mine"] as? String == "0202020202")
    #expect(conflicts[1]["theirs"] as? String == "0101010101")
    #expect(try bea.patient(marie)["phone"] as? String == "0101010101", "the server's value")
    #expect(try bea.status()["conflicts"] as? Int == 2)
    let listed = try bea.ok(["sync", "conflicts"]).split(separator: "\n")
    #expect(listed.count == 2, "one line per field: \(listed)")
    #expect(listed.contains { $0.contains("phone") && $0.contains("0202020202") }, "\(listed)")
    #expect(listed.contains { $0.contains("address") && $0.contains("3 rue Basse") }, "\(listed)")
    try anna.syncCounts()
    #expect(try anna.patient(marie)["notes"] as? String == "gate code 12", "merged at once")
    #expect(try anna.conflicts().isEmpty, "the conflicts are bea's, who made them")
    let before = try details(anna)

    // By the record and the field: her phone wins, for everyone; the address stays open.
    try bea.ok(["sync", "resolve", marie, "--field", "phone", "--keep", "mine"])
    #expect(try bea.conflicts().map { $0["field"] as? String } == ["address"])
    try bea.syncCounts()
    try anna.syncCounts()
    for nurse in [anna, bea] {
      var after = try details(nurse)
      #expect(after["phone"] == "0202020202")
      after["phone"] = before["phone"]
      #expect(after == before, "resolving the phone touches no other field")
    }

    // The rest of the record the colleague's way: nothing is sent, nothing moves.
    try bea.ok(["sync", "resolve", String(marie.prefix(8)), "--all", "theirs"])
    #expect(try bea.conflicts().isEmpty)
    #expect(try bea.syncCounts()["pushed"] == 0)
    try anna.syncCounts()
    #expect(try details(anna) == details(bea))
    #expect(try bea.patient(marie)["address"] as? String == "2 rue Haute")
    #expect(try bea.status()["conflicts"] as? Int == 0)
    try await server.expectHeld(by: [anna, bea])
  }
}
