import Foundation
import Testing

/// The care team's thread about a patient, through a real `nurse-server`: anna and bea in
/// team north, cleo in team south.
@Suite("Care-team messages through the team server", .serialized)
struct MessageEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()
  let cleo = NurseSandbox()

  init() throws {
    server = try TeamServer()
    for (nurse, name) in [(anna, "anna"), (bea, "bea"), (cleo, "cleo")] {
      try nurse.login(name, on: server)
    }
  }

  private func send(_ nurse: NurseSandbox, _ arguments: [String]) throws -> String {
    let result = try nurse.run(["message", "send"] + arguments)
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func inbox(_ nurse: NurseSandbox) throws -> [[String: Any]] {
    try #require(try nurse.json(["message", "inbox", "--json"]) as? [[String: Any]])
  }

  private func thread(_ nurse: NurseSandbox, _ patient: String) throws -> [[String: Any]] {
    try #require(
      try nurse.json(["message", "list", "--patient", patient, "--json"]) as? [[String: Any]]
    )
  }

  @Test func aThreadCrossesTheTeamOnceAndStaysInIt() throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    _ = try anna.syncCounts()

    // At the door with no network: both messages are in the thread at once, pending.
    server.stop()
    let sentID = UUID().uuidString.lowercased()
    _ = try send(anna, ["--patient", marie, "--id", sentID, "Dressing changed, exudate heavier."])
    _ = try send(anna, ["--patient", marie, "Can the doctor come by?\nTomorrow is fine."])
    #expect(try thread(anna, marie).map { $0["pending"] as? Bool } == [true, true])
    #expect(try anna.run(["sync"]).status == 75)

    try server.start(port: server.url.port!)
    #expect(try anna.syncCounts()["pending"] == 0)
    // The same send again (a retry with the same id) neither fails nor duplicates.
    _ = try send(anna, ["--patient", marie, "--id", sentID, "Dressing changed, exudate heavier."])
    _ = try anna.syncCounts()

    _ = try bea.syncCounts()
    let beaInbox = try inbox(bea)
    #expect(beaInbox.count == 1)
    #expect(beaInbox.first?["unread"] as? Int == 2)
    let received = try thread(bea, marie)
    #expect(received.map { $0["author"] as? String } == ["anna", "anna"])
    #expect(received.last?["body"] as? String == "Can the doctor come by?\nTomorrow is fine.")
    #expect(try inbox(bea).first?["unread"] as? Int == 0, "listing the thread marks it read")

    _ = try send(bea, ["--patient", marie, "--reply-to", String(sentID.prefix(8)), "On it."])
    _ = try bea.syncCounts()
    _ = try anna.syncCounts()
    let seenByAnna = try thread(anna, marie)
    #expect(seenByAnna.count == 3, "each message once")
    #expect(seenByAnna.last?["author"] as? String == "bea")
    #expect(seenByAnna.last?["replyTo"] as? String == sentID)
    #expect(seenByAnna.allSatisfy { $0["pending"] as? Bool == false })

    _ = try cleo.syncCounts()
    #expect(try inbox(cleo).isEmpty, "another team sees nothing")
  }

  @Test func aTextThatCouldRewriteATerminalIsRefused() throws {
    let marie = try anna.addPatient("Marie", "Dupont")
    let before = try anna.storeFingerprint()
    let result = try anna.run(["message", "send", "--patient", marie, "hello \u{1B}[2J world"])
    #expect(result.status == 65)
    // The refusal names the argument the nurse typed, as every refused option is named.
    #expect(result.stderr.contains("TEXT control character U+001B at character 7"))
    #expect(result.stdout.isEmpty)
    #expect(try anna.storeFingerprint() == before, "nothing written")
  }
}
