import Foundation
import Testing

/// A login made in another terminal while the app runs counts at once, without a restart:
/// `s` on the sync screen syncs, the list's unread marks and `i` (the team's messages)
/// follow, and a logout made the same way is seen too. The app on a real terminal (tmux),
/// `nurse login` and `nurse logout` as separate processes, the real team server.
@Suite("A login made while the app runs", .serialized)
struct LoginWhileRunningEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try bea.login("bea", on: server)
  }

  @Test func aLoginInAnotherTerminalIsSeenBySyncUnreadMarksAndMessages() throws {
    // Bea writes to the team about Paul; anna has not logged in on her device yet.
    let paul = try bea.addPatient("Paul", "Martin")
    try bea.ok(["message", "send", "--patient", paul, "Dressing soaked through, please check"])
    try bea.syncCounts()
    _ = try anna.addPatient("Marie", "Dupont")

    let terminal = try anna.interactiveApp(columns: 100, rows: 32)
    try terminal.waitFor("Dupont, Marie")
    try terminal.type("s")
    try terminal.waitFor("not logged in")
    try terminal.type("s")
    try terminal.waitFor("Sync failed: not logged in on this device")

    // Another terminal: she logs in; the app, still running, is not told.
    try anna.login("anna", on: server)
    try terminal.type("s")
    let synced = try terminal.waitFor("Synced: 1 sent")
    #expect(synced.contains(server.url.absoluteString), "the screen reads the new login")
    #expect(!synced.contains("not logged in"))

    try terminal.press("Escape")
    // Paul came with the sync, with bea's message unread for anna.
    let list = try terminal.waitFor("Martin, Paul")
    #expect(try terminal.waitFor("✉1").contains("✉1"), "\(list)")
    try terminal.type("i")
    try terminal.waitFor("Dressing soaked through")

    // Another terminal again: she logs out; `i` no longer opens anna's messages.
    try terminal.press("Escape")
    try terminal.waitFor("Martin, Paul")
    try anna.ok(["logout"])
    try terminal.type("i")
    try terminal.waitFor("not logged in")
    #expect(try !terminal.screen().contains("Dressing soaked through"))

    try terminal.press("C-c")
    #expect(try terminal.exitStatus() == 130)
  }
}
