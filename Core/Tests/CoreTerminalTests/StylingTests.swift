import Testing

@testable import CoreTerminal

@Suite("Styling")
struct StylingTests {
  @Test func plainEmitsNoEscapes() {
    let plain = Styling.plain
    let all = [
      plain.bold("a"), plain.dim("a"), plain.reverse("a"), plain.underline("a"),
      plain.red("a"), plain.yellow("a"), plain.green("a"), plain.reset,
    ]
    #expect(all.allSatisfy { !$0.contains("\u{1B}") })
    #expect(plain.bold("Dupont") == "Dupont")
  }

  @Test func ansiWrapsInSGRAndResets() {
    #expect(Styling.ansi.bold("x") == "\u{1B}[1mx\u{1B}[0m")
    #expect(Styling.ansi.reverse("x") == "\u{1B}[7mx\u{1B}[0m")
    #expect(Styling.ansi.red("x") == "\u{1B}[31mx\u{1B}[0m")
    #expect(Styling.ansi.bold("") == "")
  }

  @Test func noColorSetToAnythingMakesItPlain() {
    #expect(Styling.detect(environment: ["NO_COLOR": "1"], isTTY: true) == .plain)
    #expect(Styling.detect(environment: ["NO_COLOR": "yes"], isTTY: true) == .plain)
  }

  @Test func emptyNoColorIsIgnored() {
    #expect(Styling.detect(environment: ["NO_COLOR": ""], isTTY: true) == .ansi)
    #expect(Styling.detect(environment: [:], isTTY: true) == .ansi)
  }

  @Test func notATerminalIsPlain() {
    #expect(Styling.detect(environment: [:], isTTY: false) == .plain)
    #expect(Styling.detect(environment: ["TERM": "xterm"], isTTY: false) == .plain)
  }
}
