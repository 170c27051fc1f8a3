import Foundation
import Testing

/// Issue 27, item 6, on a real terminal (tmux) at 60 columns: Today is the working home. Its
/// bottom bar lists its own keys, the selected patient's address shows though the row has no
/// room for it, `/` finds a patient with the keys typed in the same burst, `s`, `i` and `!`
/// open sync, messages and the alerts, and `q` asks before leaving (docs/manual.md, "Today").
@Suite("Today as the working home", .serialized)
struct TodayHomeInteractiveTests {
  let nurse = NurseSandbox()

  private func patientWithADressingDue(_ given: String, _ family: String, address: String) throws {
    let patient = try nurse.ok([
      "patient", "add", "--given", given, "--family", family, "--birth-date", "1941-03-12",
      "--address", address,
    ])
    let wound = try nurse.ok([
      "wound", "add", "--patient", patient, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg",
    ])
    try nurse.ok(["wound", "plan", wound, "--primary", "foam", "--every", "2"])
  }

  @Test func theHomeScreensKeysWorkInOneBurstAndLeavingIsAsked() throws {
    try patientWithADressingDue("Marie", "Dupont", address: "4 rue des Lilas\n75011 Paris")
    try patientWithADressingDue("Paul", "Martin", address: "9 rue Oberkampf\n75011 Paris")
    let app = try nurse.interactiveApp(columns: 60, rows: 24)
    let home = try app.waitFor("Dupont, Marie")
    let lines = home.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let bar = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    #expect(bar.hasPrefix("⏎ open · v visit · s sync"), "the round's own keys: \(bar)")
    #expect(bar.hasSuffix(": commands · ? keys") && !home.contains("q back"), "\(bar)")
    #expect(home.contains("Address  4 rue des Lilas, 75011 Paris"), "\(home)")

    // One burst: `/`, the search, Enter. The list opens on its search line and applies it.
    try app.type("/martin\r")
    let found = try app.waitForScreen("the search applied") {
      $0.contains("Search: martin") && $0.contains("Martin, Paul") && !$0.contains("_")
    }
    #expect(!found.contains("Dupont, Marie"), "\(found)")
    try app.press("Escape")
    try app.waitFor("Dupont, Marie")
    try app.press("Escape")
    try app.waitFor("Today,")

    for (key, screen) in [("s", "not logged in"), ("i", "not logged in"), ("!", "Wounds")] {
      try app.type(key)
      try app.waitFor(screen)
      try app.press("Escape")
      try app.waitFor("Today,")
    }

    // q asks; n stays on the round; q and y in one burst leave, status 0.
    try app.type("q")
    try app.waitFor("Leave nurse? (y/n)")
    try app.type("n")
    try app.waitForScreen("the question gone") { !$0.contains("Leave nurse?") }
    try app.type("qy")
    #expect(try app.exitStatus() == 0)
  }
}
