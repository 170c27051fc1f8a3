import Foundation
import Testing

/// How far a nurse has read a thread is hers, on every machine she logs in to: a mark moved on
/// two of her stores keeps the furthest, and a colleague's mark is the colleague's own.
@Suite("Read marks through the team server", .serialized)
struct ReadMarkEndToEndTests {
  let server: TeamServer
  let laptop = NurseSandbox()
  let phone = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try laptop.login("anna", on: server)
    try phone.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  private func unread(_ nurse: NurseSandbox) throws -> [Int] {
    let inbox = try #require(try nurse.json(["message", "inbox", "--json"]) as? [[String: Any]])
    return inbox.compactMap { $0["unread"] as? Int }
  }

  private func readUpTo(_ nurse: String, _ patient: String) async throws -> Int? {
    let records = try await ServerRecords.read(as: nurse, on: server)
    return ServerRecords.integer(records.records["readMark"]?[patient]?["upToSequence"])
  }

  @Test func aMarkMovedOnTwoStoresKeepsTheFurthest() async throws {
    let marie = try laptop.addPatient("Marie", "Dupont")
    try laptop.syncCounts()
    try bea.syncCounts()
    for text in ["Dressing changed.", "Exudate heavier."] {
      try bea.ok(["message", "send", "--patient", marie, text])
    }
    try bea.syncCounts()

    // On her laptop anna reads the first two; the mark waits there, unsent.
    try laptop.syncCounts()
    try laptop.ok(["message", "list", "--patient", marie, "--json"])
    #expect(try unread(laptop) == [0])

    // A third arrives; on her phone she reads all three, and the phone syncs first.
    try bea.ok(["message", "send", "--patient", marie, "Doctor comes Friday."])
    try bea.syncCounts()
    try phone.syncCounts()
    #expect(try unread(phone) == [3])
    try phone.ok(["message", "list", "--patient", marie, "--json"])
    try phone.syncCounts()
    let third = try #require(
      try await ServerRecords.read(as: "anna", on: server).records["message"]?.values
        .compactMap { ServerRecords.integer($0["sequence"]) }.max()
    )

    // The laptop's older mark goes up after, and loses: both stores show the thread read.
    try laptop.syncCounts()
    try phone.syncCounts()
    #expect(try unread(laptop) == [0], "the laptop's mark rose to the phone's")
    #expect(try unread(phone) == [0])
    #expect(try await readUpTo("anna", marie) == third, "the server kept the furthest")

    // Bea's mark is her own: anna's reading moved nothing of hers, and hers moves nothing of
    // anna's.
    try bea.ok(["message", "send", "--patient", marie, "Noted."])
    try bea.syncCounts()
    try laptop.syncCounts()
    #expect(try unread(laptop) == [1])
    try bea.ok(["message", "list", "--patient", marie, "--json"])
    try bea.syncCounts()
    try laptop.syncCounts()
    #expect(try unread(laptop) == [1], "bea reading her thread does not read it for anna")
    #expect(try await readUpTo("anna", marie) == third)
    try phone.syncCounts()
    #expect(try unread(phone) == [1], "the phone agrees with the laptop")
    try await server.expectHeld(by: [laptop, phone, bea])
  }
}
