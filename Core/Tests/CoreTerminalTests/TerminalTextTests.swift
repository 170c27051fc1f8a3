import Testing

@testable import CoreTerminal

@Suite("Title, rule, footer, wrap, field")
struct TerminalTextTests {
  @Test func titleWithDetailOnTheRight() {
    let line = TerminalText.title("Patients", detail: "3 active", width: 30)
    #expect(line == "Patients" + String(repeating: " ", count: 14) + "3 active")
    #expect(line.displayWidth == 30)
  }

  @Test func titleIsCutBeforeTheDetail() {
    let line = TerminalText.title("Marguerite Dupont-Lefebvre", detail: "offline", width: 20)
    #expect(line == "Marguerite…  offline")
  }

  @Test func ruleSpansTheWidth() {
    #expect(TerminalText.rule(width: 5) == "─────")
    #expect(TerminalText.rule(width: 5).displayWidth == 5)
  }

  @Test func footerDropsWholeHintsThatDoNotFit() {
    let hints = [(keys: "↑/↓", action: "move"), ("⏎", "open"), ("q", "back")]
    #expect(TerminalText.footer(hints, width: 80) == "↑/↓ move · ⏎ open · q back")
    #expect(TerminalText.footer(hints, width: 18) == "↑/↓ move · ⏎ open")
  }

  @Test func wrapsAtSpaces() {
    let text = "Pressure ulcer on the left heel, category 2, dressing changed daily."
    let lines = TerminalText.wrap(text, width: 20)
    #expect(
      lines == [
        "Pressure ulcer on", "the left heel,", "category 2, dressing", "changed daily.",
      ]
    )
    #expect(lines.allSatisfy { $0.displayWidth <= 20 })
  }

  @Test func wrapKeepsLineBreaksAndSplitsLongWords() {
    #expect(TerminalText.wrap("ab\n\ncd", width: 10) == ["ab", "", "cd"])
    #expect(TerminalText.wrap("abcdefghij x", width: 4) == ["abcd", "efgh", "ij x"])
    #expect(TerminalText.wrap("山田太郎", width: 5) == ["山田", "太郎"])
  }

  @Test func fieldWrapsUnderItsValue() {
    let lines = TerminalText.field(
      "Allergies",
      "penicillin, latex, iodine",
      labelWidth: 10,
      width: 30
    )
    #expect(lines == ["Allergies  penicillin, latex,", "           iodine"])
  }
}
