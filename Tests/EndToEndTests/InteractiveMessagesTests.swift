import Foundation
import Testing

/// The message screens in the interactive app, on a real terminal (tmux): from a patient's
/// detail to her thread, a message written and sent with no network, shown pending.
@Suite("Messages in the interactive app", .serialized)
struct InteractiveMessagesTests {
  let nurse = NurseSandbox()

  @Test func aNurseWritesToTheTeamFromThePatientsDetail() throws {
    let server = try TeamServer()
    try nurse.login("anna", on: server)
    let marie = try nurse.addPatient("Marie", "Dupont")
    server.stop()  // at the patient's door, no network

    let terminal = try nurse.interactiveApp(columns: 90, rows: 30)
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("Braden")
    try terminal.type("m")
    try terminal.waitFor("No messages about this patient yet")
    try terminal.type("c")
    try terminal.waitFor("Ctrl-D")
    try terminal.type("Dressing changed.")
    try terminal.press("Enter")
    try terminal.type("Exudate heavier.")
    try terminal.press("C-d")
    try terminal.waitFor("pending")
    #expect(try terminal.screen().contains("Exudate heavier."))

    // Back to the list, then the team's inbox: her thread, one message waiting to go.
    try terminal.press("Escape")
    try terminal.waitFor("Braden")
    try terminal.press("Escape")
    try terminal.waitFor("Patients")
    try terminal.type("i")
    try terminal.waitFor("1 pending")

    try terminal.press("C-c")
    #expect(try terminal.exitStatus() == 130)
    let thread = try #require(
      try nurse.json(["message", "list", "--patient", marie, "--json"]) as? [[String: Any]]
    )
    #expect(thread.count == 1)
    #expect(thread.first?["body"] as? String == "Dressing changed.\nExudate heavier.")
    #expect(thread.first?["pending"] as? Bool == true)
  }
}
