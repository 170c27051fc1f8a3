import CoreTerminal
import Testing

@testable import CoreVIPER

/// Issue 27, item 11: a save passed without a word. The form pops saying what it saved, and
/// the screen underneath shows it on the bottom line until the next key.
@MainActor
@Suite("Navigator, a notice after a pop")
struct NavigatorNoticeTests {
  let terminal = FakeTerminal()

  @Test func aNoticeShowsOnTheBottomLineUntilTheNextKeyWhichStillActs() async throws {
    let navigator = Navigator(terminal: terminal)
    let detail = StubScreen("Dupont, Marie")
    let form = StubScreen("Edit Dupont, Marie")
    form.onKey = { [weak navigator] key in
      if key == .character("s") { navigator?.pop(saying: "Saved: Dupont, Marie's phone") }
    }
    let running = Task { try await navigator.run(root: detail) }
    await eventually { !terminal.writes.isEmpty }
    navigator.push(form)
    terminal.press(.character("s"))
    await eventually { terminal.screen.first == "Dupont, Marie" }
    #expect(terminal.screen.last == "Saved: Dupont, Marie's phone")
    terminal.press(.down)
    await eventually { detail.keys == [.down] }
    #expect(terminal.screen.last == "? keys · q back · Ctrl-C quit")
    navigator.quit()
    try await running.value
  }

  @Test func aNoticeShowsControlCharactersAsSymbolsAndFitsTheWidth() {
    let line = NavigatorFooter.notice(
      "Saved: Dupont\u{1B}[2J, Marie's phone and address and notes",
      width: 30,
      styling: .plain
    )
    #expect(!line.contains("\u{1B}"))
    #expect(line.displayWidth <= 30)
  }

  @Test func theWordingNamesWhatChanged() {
    #expect(
      SavedNotice.edited("Dupont, Marie", changed: ["Phone"]) == "Saved: Dupont, Marie's phone"
    )
    #expect(
      SavedNotice.edited("Dupont, Marie", changed: ["Phone", "Address", "Notes"])
        == "Saved: Dupont, Marie's phone, address and notes"
    )
    #expect(
      SavedNotice.edited("the care plan", changed: ["A", "B", "C", "D"])
        == "Saved: the care plan's 4 answers"
    )
    #expect(
      SavedNotice.edited("Dupont, Marie", changed: []) == "Saved: Dupont, Marie (nothing changed)"
    )
  }
}
