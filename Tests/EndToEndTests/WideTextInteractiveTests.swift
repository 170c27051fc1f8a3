import Foundation
import Testing

/// Names with emoji in the interactive list on a real tmux: every row keeps to its line, so
/// the header stays on screen. tmux draws a skin tone as its own two-cell glyph (👍🏽 takes
/// four cells); a row counted at two cells for it wrapped, and the header scrolled away.
@Suite("Wide text in the interactive app", .serialized)
struct WideTextInteractiveTests {
  let nurse = NurseSandbox()

  static let columns = 60
  static let rows = 14

  /// Long enough that the list shrinks the name column and cuts them at its edge, with three
  /// skin tones in sight: counted at two cells each, a row ran six cells past its count and
  /// wrapped (the BRADEN column leaves five spare).
  static let patients = [
    ("Adaeze 👍🏿", "👍🏽👍🏽👍🏽 Okonkwo-Chukwuemeka", "1944-02-01"),
    ("Ana 👩🏽‍⚕️", "Martin 🇫🇷 ❤️ 👨‍👩‍👧 Delacroix de la Fontaine", "1950-03-02"),
    ("太郎", "山田 👍🏾👍🏾👍🏾 Yamada-Takahashi", "1938-04-03"),
  ]

  @Test func aListOfEmojiNamesKeepsItsHeaderOnScreen() throws {
    for (given, family, born) in Self.patients {
      let added = try nurse.run([
        "patient", "add", "--given", given, "--family", family, "--birth-date", born,
      ])
      #expect(added.status == 0, "\(added.stderr)")
    }
    let terminal = try nurse.interactiveApp(columns: Self.columns, rows: Self.rows)
    let first = try terminal.waitFor("1938-04-03")
    // Moving the selection redraws every row: a wrapped one would scroll the screen again.
    // Two rows down, the selection mark stands on the row of the third birth date listed.
    let born = Self.patients.map(\.2)
    let listed = first.split(separator: "\n").compactMap { line in
      born.first { line.contains($0) }
    }
    let third = try #require(listed.count == 3 ? listed[2] : nil, "three rows:\n\(first)")
    try terminal.press("Down")
    try terminal.press("Down")
    let screen = try terminal.waitForScreen("the selection on the third row") { shown in
      shown.split(separator: "\n").contains { $0.contains("›") && $0.contains(third) }
    }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("Patients") == true, "the header scrolled away:\n\(screen)")
    // Each patient on one row: the family name's start and the birth date share a line.
    for (_, family, born) in Self.patients {
      let start = String(family.prefix(4))
      #expect(
        lines.contains { $0.contains(start) && $0.contains(born) },
        "\(start) wrapped:\n\(screen)"
      )
    }
    #expect(lines.contains { $0.contains("? keys") }, "the footer is on screen:\n\(screen)")

    try terminal.type("q")
    #expect(try terminal.exitStatus() == 0)
  }
}
