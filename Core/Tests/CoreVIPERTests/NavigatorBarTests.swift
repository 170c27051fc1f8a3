import CoreTerminal
import Testing

@testable import CoreVIPER

/// Issue 27, item 6: the bottom line read "? keys · q back · Ctrl-C quit" on every screen. A
/// screen that declares its bar keys shows them there, with `:` and `?` for the rest kept at the end.
@MainActor
@Suite("Navigator, a screen's own keys on the bottom bar")
struct NavigatorBarTests {
  let terminal = FakeTerminal()

  @Test func aScreensBarKeysTakeTheBottomLineWithColonAndQuestionMarkLast() async throws {
    let navigator = Navigator(terminal: terminal)
    let round = StubScreen("Today")
    round.barKeys = [KeyHelp("⏎", "open"), KeyHelp("v", "visit"), KeyHelp("s", "sync")]
    let running = Task { try await navigator.run(root: round) }
    await eventually { terminal.screen.first == "Today" }
    #expect(terminal.screen.last == "⏎ open · v visit · : commands · ? keys")
    navigator.quit()
    try await running.value
  }

  @Test func aNarrowBarLeavesOutWholeKeysButKeepsTheQuestionMark() {
    let keys = [KeyHelp("⏎", "open"), KeyHelp("v", "visit"), KeyHelp("i", "messages")]
    let line = NavigatorFooter.line(
      isShowingHelp: false,
      isEditingText: false,
      screenKeys: keys,
      width: 36,
      styling: .plain
    )
    #expect(line == "⏎ open · : commands · ? keys")
    #expect(line.displayWidth <= 36)
  }

  @Test func aQuestionShowsItsAnswersOnlyAndScreensWithoutBarKeysKeepTheGlobalLine() {
    let answers = NavigatorFooter.line(
      isShowingHelp: false,
      isEditingText: true,
      screenKeys: [KeyHelp("y", "yes"), KeyHelp("n esc", "no")],
      width: 80,
      styling: .plain
    )
    #expect(answers == "y yes · n esc no")
    let global = NavigatorFooter.line(
      isShowingHelp: false,
      isEditingText: false,
      width: 80,
      styling: .plain
    )
    #expect(global == "? keys · q back · Ctrl-C quit")
  }

  @Test func aCrossingsLabelIsItsBarWordAndTheHelpKeepsItsPurpose() {
    let crossing = Crossing(key: "i", purpose: "the team's messages", label: "messages") {
      StubScreen("Inbox")
    }
    #expect(crossing.help.action == "the team's messages")
    #expect(crossing.help.barEntry == KeyHelp("i", "messages"))
    #expect(KeyHelp("p", "all patients").barEntry == nil)
  }
}

/// Once-mode tells the screen it is printed, so that it draws no cursor and no key hints.
@MainActor
struct NavigatorOnceSizeTests {
  final class SizeRecordingScreen: Screen {
    var sizes: [TerminalSize] = []
    var keyHelp: [KeyHelp] = []
    var isEditingText = false
    var onChange: (@MainActor () -> Void)?
    func start() async {}
    func render(size: TerminalSize) -> [String] {
      sizes.append(size)
      return ["x"]
    }
    func handle(_ key: Key) async {}
  }

  @Test func renderOnceRendersAtAPrintedSize() async {
    let screen = SizeRecordingScreen()
    _ = await Navigator.renderOnce(screen, size: TerminalSize(columns: 80, rows: 24))
    #expect(screen.sizes == [TerminalSize(columns: 80, rows: 24, isPrinted: true)])
  }
}
