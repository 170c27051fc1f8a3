import Foundation
import Testing

/// A patient's wounds in the interactive app: her detail lists them, `w` opens the wound flow's
/// list through the route the app wires, Enter opens a wound's history, and the detail reads
/// her wounds again when the nurse comes back.
@Suite("Wounds in the interactive app", .serialized)
struct WoundInteractiveTests {
  let nurse = NurseSandbox()
  static let marie = "1234abcd-0000-4000-8000-000000000001"

  /// The interactive app on this nurse's store, in UTC, at 100 × 40.
  private func startApp() throws -> TmuxTerminal { try nurse.interactiveApp() }

  @Test func theDetailListsHerWoundsAndWOpensThem() throws {
    try nurse.addPatient(Self.marie)
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    _ = try nurse.woundOK([
      "assess", wound, "--length", "4", "--width", "3", "--exudate", "moderate", "--tissue",
      "granulation=70,slough=30", "--at", "2025-01-06T10:00",
    ])
    let terminal = try startApp()
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("venous-leg-ulcer  left-lower-leg  12.0 cm²  PUSH 13  overdue")
    try terminal.type("?")
    let keys = try terminal.waitFor("Everywhere")
    #expect(keys.contains("wounds"), "the detail's keys list w")
    try terminal.press("Escape")
    try terminal.waitFor("PUSH 13")

    try terminal.type("w")
    try terminal.waitFor("Wounds of Dupont, Marie")
    // The title shows before the rows load: Enter on a list still loading opens nothing.
    try terminal.waitFor("1 wound")
    try terminal.press("Enter")
    try terminal.waitFor("Baseline    12.0 cm² on 2025-01-06")

    try terminal.press("Escape")
    try terminal.waitFor("Wounds of Dupont, Marie")
    // A wound opened while her wounds are on screen shows in her detail on the way back.
    _ = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "burn", "--site", "abdomen",
    ])
    try terminal.press("Escape")
    try terminal.waitFor("burn  abdomen")
    try terminal.press("C-c")
    let status = try terminal.exitStatus()
    #expect(status == 130, "exit status \(status)")
  }

  /// Over SSH and mobile links keys arrive in bursts: `Enter w` in one write opens the patient
  /// and then her wounds, each time.
  @Test func keysSentInOneBurstReachTheScreensTheyOpen() throws {
    try nurse.addPatient(Self.marie)
    _ = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "skin-tear", "--site", "left-foot",
    ])
    let terminal = try startApp()
    try terminal.waitFor("Dupont, Marie")
    for _ in 0..<3 {
      try terminal.press("Enter", "w")
      try terminal.waitFor("Wounds of Dupont, Marie")
      try terminal.waitFor("1 wound")
      try terminal.press("Escape", "Escape")
      try terminal.waitFor("Patients")
    }
    try terminal.press("C-c")
    _ = try terminal.exitStatus()
  }
}
