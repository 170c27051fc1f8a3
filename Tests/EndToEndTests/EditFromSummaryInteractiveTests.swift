import Foundation
import Testing

/// Issue 27, items 7 and 11, on a real terminal: an edit opens on the summary of the record,
/// so changing a phone is a handful of keys (sent in one burst, as over SSH), and the screen
/// the nurse returns to says what was saved until her next key. The list's search finds a
/// patient by her phone as it is written on a note.
@Suite("Editing from the summary, in tmux", .serialized)
struct EditFromSummaryInteractiveTests {
  let nurse = NurseSandbox()

  @Test func aPhoneIsChangedFromThePatientsSummaryAndTheSaveIsSaid() throws {
    try nurse.run([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12",
      "--address", "4 rue des Lilas, 75011 Paris", "--phone", "01 02 03 04 05",
    ])
    try nurse.run([
      "patient", "add", "--given", "Luc", "--family", "Martin", "--birth-date", "1938-07-01",
      "--phone", "06 11 22 33 44",
    ])
    let terminal = try nurse.interactiveApp()
    try terminal.waitFor("Martin, Luc")

    // The phone as a note has it, dots and all; Ctrl-U clears what was typed.
    try terminal.type("/xyz")
    try terminal.press("C-u")
    try terminal.type("01.02.03")
    try terminal.press("Enter")
    let found = try terminal.waitFor("1 patient")
    #expect(found.contains("Dupont, Marie") && !found.contains("Martin, Luc"), "\(found)")

    // Her record, its edit on the summary, the phone picked, replaced, and saved: one burst.
    try terminal.press("Enter", "e", "Down", "Down", "Down", "Down", "Down", "Enter", "C-u")
    try terminal.type("04 78 00 00 09")
    try terminal.press("Enter", "s")
    // The notice is drawn at once and the detail reloads just after: wait for both.
    let saved = try terminal.waitForScreen("the saved phone on the detail") {
      $0.contains("Saved: Dupont, Marie's phone") && $0.contains("04 78 00 00 09")
    }
    #expect(saved.contains("04 78 00 00 09"), "the detail shows the new phone:\n\(saved)")
    #expect(!saved.contains("01 02 03 04 05"))

    // The line goes at the next key, which still does what it does.
    try terminal.press("Escape")
    let list = try terminal.waitFor("? keys")
    #expect(!list.contains("Saved:"), "\(list)")
    try terminal.press("C-c")
    #expect(try terminal.exitStatus() == 130)

    let patients = try #require(try nurse.json(["patient", "list", "--json"]) as? [[String: Any]])
    let marie = try #require(patients.first { $0["familyName"] as? String == "Dupont" })
    let id = try #require(marie["id"] as? String)
    let shown = try #require(try nurse.json(["patient", "show", id, "--json"]) as? [String: Any])
    #expect(shown["phone"] as? String == "04 78 00 00 09")
    #expect(shown["address"] as? String == "4 rue des Lilas, 75011 Paris", "nothing else changed")
  }
}
