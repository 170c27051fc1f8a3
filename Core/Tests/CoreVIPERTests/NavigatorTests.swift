import CoreTerminal
import Testing

@testable import CoreVIPER

@MainActor
@Suite("Navigator, interactive")
struct NavigatorTests {
  let terminal = FakeTerminal()

  /// Starts `run(root:)` and waits until the root is drawn.
  func start(_ navigator: Navigator, root: StubScreen) async -> Task<Void, any Error> {
    let running = Task { try await navigator.run(root: root) }
    await eventually { !terminal.writes.isEmpty }
    return running
  }

  @Test func drawsTheRootClippedWithTheFooterAtTheBottom() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen(
      "Patients",
      lines: (1...10).map { "line \($0) " + String(repeating: "x", count: 50) }
    )
    let running = await start(navigator, root: root)
    #expect(terminal.screen.count == 6)
    #expect(terminal.screen[0] == "line 1 " + String(repeating: "x", count: 32) + "…")
    #expect(terminal.screen[4].hasPrefix("line 5 "))
    #expect(terminal.screen[5] == "? keys · q back · Ctrl-C quit")
    #expect(terminal.screen.allSatisfy { $0.displayWidth <= 40 })
    navigator.quit()
    try await running.value
  }

  @Test func pushStartsTheNewScreenAfterDrawingItsLoadingState() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    let running = await start(navigator, root: root)
    let detail = StubScreen("Loading…")
    detail.holdsStart = true
    navigator.push(detail)
    #expect(terminal.screen.first == "Loading…")
    await eventually { detail.startGate != nil }
    detail.show(["Dupont, Marguerite"])
    #expect(terminal.screen.first == "Dupont, Marguerite")
    detail.startGate?.resume()
    #expect(navigator.screens.count == 2)
    #expect(root.startCount == 1 && detail.startCount == 1)
    navigator.quit()
    try await running.value
  }

  @Test func keysGoToTheTopScreenAndPopGoesBack() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    let detail = StubScreen("Detail")
    detail.onKey = { [weak navigator] key in if key == .character("q") { navigator?.pop() } }
    let running = await start(navigator, root: root)
    navigator.push(detail)
    terminal.press(.down, .character("q"))
    await eventually { terminal.screen.first == "Patients" }
    #expect(detail.keys == [.down, .character("q")])
    #expect(root.keys == [])
    #expect(navigator.screens.count == 1)
    navigator.quit()
    try await running.value
  }

  /// Over SSH and mobile links keys arrive in bursts: `Enter w` opens the patient, then her
  /// wounds, not the patient alone.
  @Test func keysTypedAheadWaitForTheScreenTheyOpenedToLoad() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    let detail = StubScreen("Loading…")
    detail.holdsStart = true
    root.onKey = { [weak navigator] key in
      if key == .enter { navigator?.push(detail) }
    }
    let running = await start(navigator, root: root)
    terminal.press(.enter, .character("w"))
    await eventually { detail.startGate != nil }
    #expect(detail.keys.isEmpty, "still loading: the key waits")
    #expect(root.keys == [.enter])
    detail.show(["Dupont, Marie"])
    detail.startGate?.resume()
    await eventually { detail.keys == [.character("w")] }
    #expect(root.keys == [.enter], "the typed-ahead key went to the screen it was meant for")
    navigator.quit()
    try await running.value
  }

  @Test func poppingTheLastScreenQuitsAndRestoresTheTerminal() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    root.onKey = { [weak navigator] _ in navigator?.pop() }
    let running = await start(navigator, root: root)
    terminal.press(.escape)
    try await running.value
    #expect(navigator.screens.isEmpty)
    #expect(terminal.restoreCount == 1)
    #expect(!terminal.isOpen)
  }

  @Test func interruptQuitsFromAnywhereEvenWhileAScreenIsBusy() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    let busy = StubScreen("Form")
    // A key whose handling never finishes by itself (a slow save, say).
    busy.onKey = { _ in try? await Task.sleep(for: .seconds(60)) }
    let running = await start(navigator, root: root)
    navigator.push(busy)
    terminal.press(.enter, .interrupt)
    await eventually { !terminal.isOpen }
    #expect(navigator.screens.isEmpty)
    #expect(terminal.restoreCount == 1)
    running.cancel()
    // Ctrl-C ends the run with an error of its own, after restoring: the app exits 130.
    await #expect(throws: NavigatorInterrupted()) { try await running.value }
    #expect(terminal.restoreCount == 1)
  }

  @Test func endOfInputEndsTheRun() async throws {
    let navigator = Navigator(terminal: terminal)
    let running = await start(navigator, root: StubScreen("Patients"))
    terminal.endInput()
    try await running.value
    #expect(navigator.screens.isEmpty)
  }

  @Test func questionMarkShowsTheKeysAndAnyKeyClosesThem() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    let running = await start(navigator, root: root)
    terminal.size = TerminalSize(columns: 40, rows: 12)
    terminal.send(.resize(terminal.size))
    terminal.press(.character("?"))
    await eventually { navigator.isShowingHelp }
    #expect(
      terminal.screen == [
        "Keys",
        String(repeating: "─", count: 40),
        "j/k  move",
        "q    back",
        "",
        "Everywhere",
        ":       every command, found by name",
        "?       show these keys",
        "Ctrl-C  quit",
        "", "",
        "any key close",
      ]
    )
    terminal.press(.character("x"))
    await eventually { !navigator.isShowingHelp }
    #expect(terminal.screen.first == "Patients")
    #expect(root.keys == [])  // the key that closed the help went nowhere else
    navigator.quit()
    try await running.value
  }

  @Test func questionMarkIsTextWhileTheScreenIsEditing() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Search")
    root.isEditingText = true
    let running = await start(navigator, root: root)
    #expect(terminal.screen.last == "Ctrl-C quit")
    terminal.press(.character("?"))
    await eventually { root.keys == [.character("?")] }
    #expect(!navigator.isShowingHelp)
    navigator.quit()
    try await running.value
  }

  @Test func redrawsAtTheNewSizeOnResize() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients", lines: ["Dupont, Marguerite — 12 rue des Lilas"])
    let running = await start(navigator, root: root)
    #expect(terminal.screen.count == 6)
    terminal.send(.resize(TerminalSize(columns: 20, rows: 3)))
    await eventually { terminal.screen.count == 3 }
    #expect(terminal.screen == ["Dupont, Marguerite…", "", "? keys · q back"])
    navigator.quit()
    try await running.value
  }

  @Test func redrawsWhenTheTopScreenChangesButNotForAHiddenOne() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients")
    let running = await start(navigator, root: root)
    root.show(["Patients (3)"])
    #expect(terminal.screen.first == "Patients (3)")
    navigator.push(StubScreen("Detail"))
    let drawn = terminal.writes.count
    root.show(["Patients (4)"])
    #expect(terminal.writes.count == drawn)
    #expect(terminal.screen.first == "Detail")
    navigator.quit()
    try await running.value
  }

  @Test func aChangeRedrawsOnlyTheRowsItChanged() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Patients", lines: ["Patients", "› Dupont", "  Martin"])
    let running = await start(navigator, root: root)
    root.show(["Patients", "  Dupont", "› Martin"])
    #expect(terminal.writes.last == "\u{1B}[2;1H\u{1B}[2K  Dupont\u{1B}[3;1H\u{1B}[2K› Martin")
    #expect(terminal.screen.prefix(3) == ["Patients", "  Dupont", "› Martin"])
    navigator.quit()
    try await running.value
  }
}
