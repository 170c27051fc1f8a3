import Testing

@testable import CoreTerminal

/// The terminal reports the mouse only where it helps: never under NO_COLOR or on a dumb or
/// unnamed terminal, and whenever it was turned on, leaving turns it off.
@Suite("Mouse reporting")
struct MouseReportingTests {
  @Test func aNamedTerminalReportsTheMouse() {
    #expect(SystemTerminal.reportsMouse(environment: ["TERM": "xterm-256color"]))
    #expect(SystemTerminal.reportsMouse(environment: ["TERM": "tmux-256color", "NO_COLOR": ""]))
  }

  @Test func noColorADumbOrAnUnnamedTerminalGetNoMouseCodes() {
    #expect(!SystemTerminal.reportsMouse(environment: ["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(!SystemTerminal.reportsMouse(environment: ["TERM": "dumb"]))
    #expect(!SystemTerminal.reportsMouse(environment: ["TERM": ""]))
    #expect(!SystemTerminal.reportsMouse(environment: [:]))
  }

  @Test func theCodesTurnOnPressesInSGRForm() {
    #expect(SystemTerminal.mouseOn == "\u{1B}[?1000h\u{1B}[?1006h")
  }

  @Test func leavingTurnsTheMouseOffOnlyWhenItWasOn() {
    let on = String(decoding: TerminalRestorer.leaving(mouse: true), as: UTF8.self)
    let off = String(decoding: TerminalRestorer.leaving(mouse: false), as: UTF8.self)
    #expect(on.contains("\u{1B}[?1006l\u{1B}[?1000l"))
    #expect(!off.contains("?1000") && !off.contains("?1006"))
    // Both still leave the alternate screen last, with the cursor shown and paste off.
    for sequence in [on, off] {
      #expect(sequence.hasSuffix("\u{1B}[?1049l"))
      #expect(sequence.contains("\u{1B}[?25h") && sequence.contains("\u{1B}[?2004l"))
    }
  }
}
