import Foundation
import Testing

/// Issue 29, photo consent in the interactive app, on a real terminal (tmux): `c` on a
/// patient's detail opens the form, the scope is asked of a given consent, and the detail
/// shows the answer once saved; the command line reads the same answer from the store.
@Suite("Photo consent in the interactive app", .serialized)
struct PhotoConsentInteractiveTests {
  let nurse = NurseSandbox()

  @Test func aNurseRecordsTheConsentFromThePatientsDetail() throws {
    let marie = try nurse.addPatient("Marie", "Dupont")
    let terminal = try nurse.interactiveApp(columns: 100, rows: 34)
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("not asked")
    try terminal.type("c")
    try terminal.waitFor("given, refused or withdrawn")
    try terminal.type("given")
    try terminal.press("Enter")
    try terminal.waitFor("Covers")
    try terminal.type("sharing")
    try terminal.press("Enter")
    try terminal.waitFor("who speaks for her")
    try terminal.type("her daughter")
    try terminal.press("Enter")
    try terminal.waitFor("today or YYYY-MM-DD")
    try terminal.press("Enter")
    try terminal.waitFor("shared in reports and exports")
    try terminal.type("s")
    try terminal.waitFor("by her daughter, for the record and sharing")

    try terminal.press("C-c")
    #expect(try terminal.exitStatus() == 130)
    let shown = try nurse.ok(["patient", "consent", marie])
    #expect(shown.hasPrefix("Photo consent: given on "), "\(shown)")
    #expect(shown.hasSuffix("by her daughter, for the record and sharing"), "\(shown)")
  }
}
