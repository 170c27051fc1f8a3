import Foundation
import Testing

/// Issue 32, backups: the team's server restored from a backup while its nurses kept working.
/// With the real binaries: `nurse-server backup` while it serves, more work synced, the server
/// stopped and `nurse-server restore`d, and a colleague writing to it first (her records take
/// numbers the first nurse's cursor had passed). One `nurse sync` of the first nurse pushes
/// again what the server lost and pulls what it had not seen; afterwards both stores hold the
/// same team record, nothing duplicated (docs/sync.md, "A server restored from a backup").
@Suite("A server restored from a backup", .serialized)
struct RestoredServerEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  @Test func theNursesPushAgainWhatTheRestoredServerLostAndConverge() async throws {
    let marie = try anna.addPatient("Marie", "Before")
    try anna.ok(["patient", "edit", marie, "--phone", "0102030405"])
    try anna.syncCounts()
    let backup = server.directory.file("backup.sqlite").path
    try server.admin(["backup", "--to", backup], databaseOption: "--db")

    // After the backup: a patient, a wound, a message and an edit, all synced.
    let paul = try anna.addPatient("Paul", "After")
    let wound = try anna.ok([
      "wound", "add", "--patient", paul, "--type", "skin-tear", "--site", "back",
      "--opened-on", "2025-01-06",
    ])
    try anna.ok(["message", "send", "--patient", paul, "Skin tear dressed."])
    try anna.ok(["patient", "edit", marie, "--notes", "Key with the neighbour."])
    try anna.syncCounts()

    server.stop()
    try server.admin(["restore", "--from", backup], databaseOption: "--db")
    try await server.restart()
    let lucie = try bea.addPatient("Lucie", "Fresh")
    try bea.syncCounts()

    let sync = try anna.run(["sync"])
    #expect(sync.status == 0, "\(sync.stderr)")
    try bea.syncCounts()
    let annas = try anna.teamRecords()
    let beas = try bea.teamRecords()
    #expect(annas == beas, "\(annas.differences(from: beas))")
    #expect(annas.ids("patient") == Set([marie, paul, lucie].map { $0.lowercased() }))
    #expect(annas.ids("wound") == [wound.lowercased()])
    #expect(annas.ids("message").count == 1)
    let shown = try bea.ok(["patient", "show", marie, "--json"])
    #expect(shown.contains("Key with the neighbour."), "the edit after the backup is back")
    #expect(shown.contains("0102030405"))

    // Nothing left to push, nothing refused.
    let status = try anna.status()
    #expect(status["pending"] as? Int == 0 && status["refused"] as? Int == 0, "\(status)")
  }
}
