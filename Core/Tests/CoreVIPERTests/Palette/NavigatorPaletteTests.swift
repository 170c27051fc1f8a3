import CoreTerminal
import Testing

@testable import CoreVIPER

/// The Navigator opens the palette on `:`, runs what was picked on the screen under it, and
/// gives the app's global commands to every screen: in the palette, in `?`, and by their key
/// where the screen leaves it free.
@MainActor
@Suite("Navigator, the command palette")
struct NavigatorPaletteTests {
  let terminal = FakeTerminal(size: TerminalSize(columns: 70, rows: 16))

  func globals(_ log: Log) -> [PaletteCommand] {
    [
      PaletteCommand(keys: "s", name: "sync with the team", key: .character("s")) {
        log.ran.append("sync")
      },
      PaletteCommand(keys: "p", name: "all patients", key: .character("p")) {
        log.ran.append("patients")
      },
    ]
  }

  @MainActor final class Log { var ran: [String] = [] }

  @Test func colonOpensThePaletteAndEnterRunsThePickedActionOnTheScreen() async throws {
    let navigator = Navigator(terminal: terminal)
    let log = Log()
    navigator.globalCommands = globals(log)
    let (screen, presenter) = sampleScreen()
    let running = Task { try await navigator.run(root: screen) }
    await eventually { terminal.screen.first == "Wound" }
    #expect(terminal.screen.last == "↑/↓ pick · a assess · v photos · p plan · : commands · ? keys")
    terminal.press(.character(":"))
    await eventually { terminal.screen.contains { $0.contains("view its photos") } }
    // The screen's table, then the global commands: `p` is the screen's own, so the global
    // one is listed without it.
    let shown = terminal.screen.joined(separator: "\n")
    #expect(shown.contains("view its photos") && shown.contains("s      sync with the team"))
    #expect(shown.contains("       all patients"), "\(shown)")
    terminal.press(.character("p"), .character("h"), .character("o"), .enter)
    await eventually { presenter.actions == [.photos] }
    #expect(navigator.screens.count == 1)
    // A global command from the palette.
    terminal.press(.character(":"), .character("a"), .character("l"), .character("l"), .enter)
    await eventually { log.ran == ["patients"] }
    navigator.quit()
    try await running.value
  }

  @Test func escClosesThePaletteRunningNothing() async throws {
    let navigator = Navigator(terminal: terminal)
    let (screen, presenter) = sampleScreen()
    let running = Task { try await navigator.run(root: screen) }
    await eventually { terminal.screen.first == "Wound" }
    terminal.press(.character(":"), .character("q"), .escape)
    await eventually { terminal.screen.first == "Wound" && navigator.screens.count == 1 }
    #expect(presenter.actions.isEmpty)
    navigator.quit()
    try await running.value
  }

  @Test func aGlobalKeyWorksWhereTheScreenLeavesItFreeAndHelpListsIt() async throws {
    let navigator = Navigator(terminal: terminal)
    let log = Log()
    navigator.globalCommands = globals(log)
    let (screen, presenter) = sampleScreen()
    let running = Task { try await navigator.run(root: screen) }
    await eventually { terminal.screen.first == "Wound" }
    terminal.press(.character("s"), .character("p"))
    await eventually { log.ran == ["sync"] && presenter.actions == [.plan] }
    terminal.press(.character("?"))
    await eventually { terminal.screen.first?.hasPrefix("Keys") == true }
    let help = terminal.screen.joined(separator: "\n")
    #expect(help.contains("view its photos") && help.contains("sync with the team"))
    #expect(!help.contains("all patients"), "`p` plans here: the global one is not its key")
    navigator.quit()
    try await running.value
  }

  @Test func popToRootGoesBackToTheHomeScreen() async throws {
    let navigator = Navigator(terminal: terminal)
    let root = StubScreen("Today")
    let running = Task { try await navigator.run(root: root) }
    await eventually { terminal.screen.first == "Today" }
    navigator.push(StubScreen("Patient"))
    navigator.push(StubScreen("Wound"))
    navigator.popToRoot()
    #expect(navigator.screens.count == 1 && terminal.screen.first == "Today")
    navigator.quit()
    try await running.value
  }
}
