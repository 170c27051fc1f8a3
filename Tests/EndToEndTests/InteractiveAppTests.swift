import Foundation
import Testing

/// The interactive app on a real terminal (tmux): keys in, screens out, the terminal restored.
@Suite("The interactive app", .serialized)
struct InteractiveAppTests {
  let nurse = NurseSandbox()

  private func startApp(columns: Int = 90, rows: Int = 30) throws -> TmuxTerminal {
    try nurse.interactiveApp(columns: columns, rows: rows)
  }

  @Test func aNurseAddsAPatientThroughTheForm() throws {
    try nurse.run([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12",
    ])
    let terminal = try startApp()
    try terminal.waitFor("Dupont, Marie")

    try terminal.type("?")
    try terminal.waitFor("Everywhere")
    try terminal.press("Escape")
    try terminal.waitFor("Dupont, Marie")

    try terminal.type("a")
    try terminal.waitFor("Given name")
    for answer in ["Léa", "Moreau"] {
      try terminal.type(answer)
      try terminal.press("Enter")
    }
    try terminal.type("2999-01-01")
    try terminal.press("Enter")
    try terminal.waitFor("future")
    for _ in 0..<12 { try terminal.press("BSpace") }
    try terminal.type("1950-02-03")
    try terminal.press("Enter")
    try terminal.waitFor("Sex")
    for _ in 0..<8 { try terminal.press("Enter") }
    try terminal.waitFor("check and save")
    try terminal.press("Enter")
    try terminal.waitFor("Moreau, Léa")

    try terminal.type("s")
    try terminal.waitFor("not logged in")
    try terminal.press("Escape")
    try terminal.waitFor("Moreau, Léa")

    try terminal.type("q")
    let status = try terminal.exitStatus()
    #expect(status == 0, "exit status \(status)")
    #expect(!(try terminal.screen().contains("Moreau")), "the alternate screen was left")

    let list = try #require(try nurse.json(["patient", "list", "--json"]) as? [[String: Any]])
    let added = try #require(list.first { $0["familyName"] as? String == "Moreau" })
    #expect(added["givenName"] as? String == "Léa")
    #expect(added["birthDate"] as? String == "1950-02-03")
  }

  /// Today is the working home: with a care plan the app opens on it, and the keys of the
  /// patient list (sync, alerts) work there too, each back to the round with Esc.
  @Test func todayReachesSyncAndTheAlertsWithTheListsKeys() throws {
    let marie = try nurse.ok([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12",
    ])
    let wound = try nurse.ok([
      "wound", "add", "--patient", marie, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg",
    ])
    try nurse.ok(["wound", "plan", wound, "--primary", "foam", "--every", "2"])
    let terminal = try startApp()
    try terminal.waitFor("Today,")
    try terminal.waitFor("Dupont, Marie")
    try terminal.type("!")
    try terminal.waitFor("Wounds needing attention")
    try terminal.press("Escape")
    try terminal.waitFor("Today,")
    try terminal.type("s")
    try terminal.waitFor("not logged in")
    try terminal.press("Escape")
    try terminal.waitFor("Today,")
    try terminal.press("C-c")
    _ = try terminal.exitStatus()
  }

  /// Esc on a form with answers asks before throwing them away; n keeps every answer.
  @Test func escapeOnAFormWithAnswersAsksBeforeDiscarding() throws {
    let terminal = try startApp()
    try terminal.waitFor("No patients")
    try terminal.type("a")
    try terminal.waitFor("Given name")
    try terminal.type("Léa")
    try terminal.press("Enter")
    try terminal.waitFor("Family name (required)")
    try terminal.press("Escape")
    try terminal.waitFor("Discard these answers? (y/n)")
    try terminal.type("n")
    let kept = try terminal.waitFor("Family name (required)")
    #expect(kept.contains("Léa") && !kept.contains("Discard these answers"))
    try terminal.type("Moreau")
    try terminal.press("Escape")
    try terminal.waitFor("Discard these answers? (y/n)")
    try terminal.type("y")
    try terminal.waitFor("No patients")
    try terminal.press("C-c")
    _ = try terminal.exitStatus()
    let list = try #require(try nurse.json(["patient", "list", "--json"]) as? [[String: Any]])
    #expect(list.isEmpty, "nothing written")
  }

  @Test func formFieldsEditLikeAShellLineAndAPastedAddressStaysInItsField() throws {
    let terminal = try startApp()
    try terminal.waitFor("No patients")
    try terminal.type("a")
    try terminal.waitFor("Given name")
    // ← three times then a missing letter; Ctrl-W takes a word back, Ctrl-A/Ctrl-E move.
    try terminal.type("Mrie")
    try terminal.press("Left", "Left", "Left")
    try terminal.type("a")
    try terminal.press("Enter")
    try terminal.waitFor("Family name (required)")
    try terminal.type("Dupont Durand")
    try terminal.press("C-w", "BSpace", "C-a")
    try terminal.type("x")
    try terminal.press("Home", "DC", "End", "Enter")
    try terminal.waitFor("Birth date (YYYY-MM-DD)")
    for answer in ["1942-05-14", "f"] {
      try terminal.type(answer)
      try terminal.press("Enter")
    }
    try terminal.waitFor("Address (optional)")
    try terminal.paste("12 rue des Lilas\n69003 Lyon")
    try terminal.waitFor("  69003 Lyon")
    try terminal.press("Enter")
    let phone = try terminal.waitFor("Phone (optional)")
    #expect(!phone.contains("> 69003"), "the paste's second line never reached the phone")
    try terminal.press("Up")
    try terminal.waitFor("Address (optional)")
    try terminal.press("Enter")
    try terminal.waitFor("Phone (optional)")
    try terminal.type("04 78 00 00 01")
    for _ in 0..<6 { try terminal.press("Enter") }
    try terminal.waitFor("check and save")
    // Save is picked after the last question; Home goes to the first answer, ↓ to the family
    // name, which `e` (or Enter) edits before coming back to the summary.
    try terminal.press("Home", "Down")
    try terminal.type("e")
    try terminal.waitFor("back to the summary")
    try terminal.press("C-u")
    try terminal.type("Durand")
    try terminal.press("Enter")
    try terminal.waitFor("› Family name   Durand")
    try terminal.type("s")
    try terminal.waitFor("Durand, Marie")
    try terminal.type("q")
    #expect(try terminal.exitStatus() == 0)

    let list = try #require(try nurse.json(["patient", "list", "--json"]) as? [[String: Any]])
    let added = try #require(list.first)
    #expect(added["givenName"] as? String == "Marie")
    #expect(added["familyName"] as? String == "Durand")
    let id = try #require(added["id"] as? String)
    let shown = try #require(try nurse.json(["patient", "show", id, "--json"]) as? [String: Any])
    #expect(shown["address"] as? String == "12 rue des Lilas\n69003 Lyon")
    #expect(shown["phone"] as? String == "04 78 00 00 01")
  }

  @Test func itRedrawsOnResizeAndControlCExits130() throws {
    try nurse.run([
      "patient", "add", "--given", "Bartholomew-Alexander", "--family",
      "Featherstonehaugh-Montgomery",
      "--birth-date", "1939-05-06",
    ])
    let terminal = try startApp(columns: 100, rows: 20)
    try terminal.waitFor("Featherstonehaugh-Montgomery, Bartholomew-Alexander")
    try terminal.resize(columns: 50, rows: 12)
    try terminal.waitFor("…")
    let narrow = try terminal.screen().split(separator: "\n")
    #expect(narrow.allSatisfy { $0.count <= 50 })

    try terminal.press("C-c")
    let status = try terminal.exitStatus()
    #expect(status == 130, "Ctrl-C exits 130 as terminal programs do, not \(status)")
    #expect(!(try terminal.screen().contains("Featherstonehaugh")), "the terminal was restored")
  }
}
