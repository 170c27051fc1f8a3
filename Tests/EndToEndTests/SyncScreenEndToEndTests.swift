import Foundation
import Testing

/// The interactive sync screen (tmux) against a real server: it counts what is refused and in
/// conflict, and the nurse settles both there; the team then holds her choices.
@Suite("The sync screen through the team server", .serialized)
struct SyncScreenEndToEndTests {
  static let taken = "3f2a9c1e-0000-4000-8000-00000000000a"
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

  private func startApp() throws -> TmuxTerminal {
    let home = anna.home
    return try TmuxTerminal(
      command: [try NurseSandbox.binary().path],
      environment: [
        "HOME": home.url.path, "XDG_DATA_HOME": home.file("data").path,
        "XDG_CONFIG_HOME": home.file("config").path, "TERM": "xterm-256color", "NO_COLOR": "1",
        "LANG": "C.UTF-8", "NO_PROXY": "*", "no_proxy": "*",
      ],
      columns: 110,
      rows: 32,
      in: home.url
    )
  }

  @Test func aConflictAndARefusalAreSettledOnTheSyncScreen() async throws {
    // A conflict: both change Marie's phone, bea first.
    let marie = try anna.addPatient("Marie", "Dupont")
    try anna.syncCounts()
    try bea.syncCounts()
    try bea.ok(["patient", "edit", marie, "--phone", "0202020202"])
    try bea.syncCounts()
    try anna.ok(["patient", "edit", marie, "--phone", "0101010101"])
    // A refusal: an id that cleo's team already holds.
    try cleo.addPatient(Self.taken, given: "Colette", family: "Sud")
    try cleo.syncCounts()
    try anna.addPatient(Self.taken, given: "Paule", family: "Prise")
    #expect(try anna.run(["sync"]).status == 65)

    let terminal = try startApp()
    try terminal.waitFor("Dupont, Marie")
    try terminal.type("s")
    try terminal.waitFor("1 change refused (r)")
    try terminal.waitFor("1 field to settle (c)")

    try terminal.type("c")
    // Named in her words: the patient, the field, the team's value beside hers.
    let conflict = try terminal.waitFor("Phone of Dupont, Marie")
    #expect(conflict.contains("Team's  0202020202"), "\(conflict)")
    try terminal.type("m")
    try terminal.waitFor("Phone of Dupont, Marie: kept yours")
    try terminal.press("Escape")
    try terminal.waitFor("Refused")

    try terminal.type("r")
    try terminal.waitFor("Refused changes")
    let refused = try terminal.waitFor("another team's record already has its id")
    #expect(refused.contains("Prise, Paule: the server refused it"), "\(refused)")
    #expect(!refused.contains("404") && !refused.contains("nurse.invalid"), "\(refused)")
    try terminal.type("d")
    try terminal.waitFor("(y/n)")
    try terminal.type("y")
    try terminal.waitFor("Discarded your change to Prise, Paule")
    try terminal.press("Escape")
    // Esc and a key read together are Alt with that key, which does nothing: wait for the
    // sync screen before pressing s, as a nurse would see it first.
    let statusScreen = try terminal.waitFor("Last sync")
    let lastSync = statusScreen.split(separator: "\n").first { $0.contains("Last sync") } ?? ""
    #expect(
      lastSync.range(of: #"today at \d{2}:\d{2}$"#, options: .regularExpression) != nil,
      "in words, in her time zone, to the minute, not raw UTC: \(lastSync)"
    )
    try terminal.type("s")
    try terminal.waitFor("Synced: 1 sent")
    try terminal.type("q")
    try terminal.type("q")
    #expect(try terminal.exitStatus() == 0)

    let status = try anna.status()
    for count in ["pending", "refused", "conflicts"] {
      #expect(status[count] as? Int == 0, "\(count): \(status)")
    }
    #expect(try anna.patients().compactMap { $0["id"] as? String } == [marie], "Paule is gone")
    try bea.syncCounts()
    #expect(try bea.patient(marie)["phone"] as? String == "0101010101", "anna's choice")
    try await server.expectHeld(by: [anna, bea])
  }
}
