import CoreTerminal
import Testing

@testable import CoreVIPER

@MainActor
@Suite("Navigator, ownership and once-mode")
struct NavigatorOwnershipTests {
  /// A router as features write it: the Navigator is held weakly.
  final class Router {
    weak var navigator: (any Navigating)?
    init(navigator: any Navigating) { self.navigator = navigator }
  }

  @Test func aPoppedScreenIsFreed() async throws {
    let terminal = FakeTerminal()
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    let running = Task { try await navigator.run(root: root) }
    await eventually { terminal.screen.first == "Patients" }

    weak var freed: StubScreen?
    do {
      let detail = StubScreen("Detail")
      let router = Router(navigator: navigator)
      detail.onKey = { [router] _ in router.navigator?.pop() }
      freed = detail
      navigator.push(detail)
      await eventually { detail.startCount == 1 }
    }
    #expect(freed != nil)
    terminal.press(.character("q"))
    await eventually { navigator.screens.count == 1 }
    await eventually { freed == nil }
    navigator.quit()
    try await running.value
  }

  @Test func aLeaveNotifyingScreenTellsOnceWhenItIsPoppedAndShowsItsScreenMeanwhile() async throws {
    let terminal = FakeTerminal()
    let navigator = Navigator(terminal: terminal)
    let running = Task { try await navigator.run(root: StubScreen("Round")) }
    await eventually { terminal.screen.first == "Round" }

    var left = 0
    do {
      let detail = StubScreen("Patient")
      let router = Router(navigator: navigator)
      detail.onKey = { [router] _ in router.navigator?.pop() }
      navigator.push(LeaveNotifyingScreen(detail) { left += 1 })
      await eventually { terminal.screen.first == "Patient" }
    }
    #expect(left == 0)
    terminal.press(.character("x"))
    await eventually { left == 1 }
    await eventually { terminal.screen.first == "Round" }
    navigator.quit()
    try await running.value
    #expect(left == 1)
  }

  @Test func quittingFreesEveryScreen() async throws {
    let terminal = FakeTerminal()
    let navigator = Navigator(terminal: terminal)
    weak var freedRoot: StubScreen?
    let running: Task<Void, any Error>
    do {
      let root = StubScreen("Patients")
      freedRoot = root
      running = Task { [root] in try await navigator.run(root: root) }
    }
    await eventually { terminal.screen.first == "Patients" }
    terminal.press(.interrupt)
    await #expect(throws: NavigatorInterrupted()) { try await running.value }
    await eventually { freedRoot == nil }
  }

  @Test func renderOnceAwaitsStartThenRenders() async {
    let screen = LoadingScreen()
    let lines = await Navigator.renderOnce(screen, size: TerminalSize(columns: 12, rows: 2))
    #expect(lines == ["Patients", "Dupont, Mar…", "Yamada, Taro", "Lefèvre"])
  }

  @Test func runThrowsWhenTheTerminalCannotBeTakenOver() async {
    let navigator = Navigator(terminal: UnavailableTerminal())
    await #expect(throws: TerminalError.notATerminal) {
      try await navigator.run(root: StubScreen("Patients"))
    }
  }
}

/// Shows "Loading…" until `start()` has loaded, like a real list.
@MainActor
final class LoadingScreen: Screen {
  private var names: [String]?
  var onChange: (@MainActor () -> Void)?
  var keyHelp: [KeyHelp] { [] }
  var isEditingText: Bool { false }

  func start() async {
    try? await Task.sleep(for: .milliseconds(5))
    names = ["Dupont, Marguerite", "Yamada, Taro", "Lefèvre"]
  }

  func render(size: TerminalSize) -> [String] {
    guard let names else { return ["Loading…"] }
    return ["Patients"] + names
  }

  func handle(_ key: Key) async {}
}

@MainActor
final class UnavailableTerminal: TerminalDevice {
  func open() throws -> AsyncStream<TerminalEvent> { throw TerminalError.notATerminal }
  var size: TerminalSize { .standard }
  func write(_ text: String) {}
  func restore() {}
}
