import Foundation
import Testing

/// The mouse on a real terminal (tmux, fed the SGR reports a terminal writes for the wheel
/// and a click): the wheel moves a long list's selection, whose position the title shows, a
/// click picks a row and a second click opens it; the codes are turned off on the way out
/// and never turned on under NO_COLOR.
@Suite("The mouse in the interactive app", .serialized)
struct MouseInteractiveTests {
  let nurse = NurseSandbox()

  private func startApp(noColor: Bool) throws -> TmuxTerminal {
    var environment = [
      "HOME": nurse.home.url.path, "NURSE_STORE": nurse.store.path, "TERM": "xterm-256color",
      "LANG": "C.UTF-8",
    ]
    if noColor { environment["NO_COLOR"] = "1" }
    return try TmuxTerminal(
      command: [try NurseSandbox.binary().path],
      environment: environment,
      removing: noColor ? [] : ["NO_COLOR"],
      columns: 90,
      rows: 16,
      in: nurse.home.url
    )
  }

  /// `ESC [ < button ; column ; line M`, columns and lines from 1.
  private static func report(button: Int, line: Int, column: Int = 10) -> [UInt8] {
    Array("\u{1B}[<\(button);\(column);\(line)M".utf8)
  }

  @Test func theWheelScrollsAClickPicksAndASecondClickOpens() throws {
    for number in 1...25 {
      try nurse.ok([
        // A birth date each: the same one with near names would be a possible duplicate.
        "patient", "add", "--given", "Anne", "--family", String(format: "Patient%02d", number),
        "--birth-date", "\(1930 + number)-03-12",
      ])
    }
    let terminal = try startApp(noColor: false)
    try terminal.waitFor("1/25")
    let modes = try terminal.mouseModes()
    #expect(modes == "11", "modes 1000 and 1006 on, not \(modes)")

    for _ in 0..<4 { try terminal.send(bytes: Self.report(button: 65, line: 8)) }
    try terminal.waitFor("5/25")
    try terminal.send(bytes: Self.report(button: 64, line: 8))
    try terminal.waitFor("4/25")

    // The title, the rule and the table's header take lines 1-3: line 6 is the third row.
    try terminal.send(bytes: Self.report(button: 0, line: 6))
    let picked = try terminal.waitFor("3/25")
    #expect(!picked.contains("Sex"), "one click picks, it does not open")
    try terminal.send(bytes: Self.report(button: 0, line: 6))
    let opened = try terminal.waitFor("Sex")
    #expect(opened.contains("Patient03, Anne"))

    try terminal.press("Escape")
    try terminal.waitFor("3/25")
    try terminal.type("q")
    #expect(try terminal.exitStatus() == 0)
    #expect(try terminal.mouseModes() == "00", "the mouse is given back on the way out")
  }

  @Test func underNoColorTheMouseIsNeverTurnedOnAndReportsTypeNothing() throws {
    try nurse.ok([
      "patient", "add", "--given", "Anne", "--family", "Dupont", "--birth-date", "1941-03-12",
    ])
    let terminal = try startApp(noColor: true)
    try terminal.waitFor("Dupont, Anne")
    #expect(try terminal.mouseModes() == "00")
    // A report arriving anyway (a terminal that reports regardless) types nothing in search.
    try terminal.type("/")
    try terminal.waitFor("Search: _")
    try terminal.send(bytes: Self.report(button: 0, line: 5) + Self.report(button: 64, line: 5))
    try terminal.type("du")
    let searched = try terminal.waitFor("Search: du_")
    #expect(!searched.contains("[<"), "no report leaked into the search line")
    try terminal.press("C-c")
    _ = try terminal.exitStatus()
  }
}
