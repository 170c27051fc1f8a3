import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureToday

/// Closes nothing and runs what was picked, as the Navigator's palette router does once it has
/// popped the palette.
@MainActor
final class RunningPaletteRouter: PaletteRouting {
  func run(_ command: PaletteCommand) async { await command.run() }
  func close() {}
}

/// Issue 30, item 3: the round's palette (`:`) lists exactly its key table, crossings
/// included, and what the nurse picks there runs on the round's presenter.
@MainActor
struct TodayPaletteTests {
  let view = RecordingView<TodayViewData>()
  let router = StubTodayRouter()
  let layout = TodayView(styling: .plain)

  @Test func theRoundsPaletteIsItsKeyTableAndRunsWhatIsPicked() async throws {
    let presenter = TodayPresenter(
      day: nil,
      interactor: StubTodayInteractor(.success(RoundSamples.round)),
      router: router,
      title: { _ in TodayViewTests.title },
      timeZone: RoundSamples.utc,
      crossings: [KeyHelp("s", "sync with the team", short: "sync")],
      canSearch: true
    )
    presenter.view = view
    await presenter.start()
    let data = try #require(view.last)
    let screen = TerminalView<TodayView, TodayPresenter>(layout: layout, initial: data)
    screen.presenter = presenter
    let table = layout.keyTable(for: data, size: .standard).compactMap(\.help)
    #expect(screen.commands.map(\.keys) == table.map(\.keys))
    #expect(screen.commands.map(\.name) == table.map(\.action))
    #expect(screen.commands.map(\.name).contains("sync with the team"))
    let palette = PalettePresenter(commands: screen.commands, router: RunningPaletteRouter())
    for character in "sync" { await palette.handle(.type(character)) }
    await palette.handle(.run)
    #expect(router.routes.last == .crossing("s"))
    let leave = PalettePresenter(commands: screen.commands, router: RunningPaletteRouter())
    for character in "leave" { await leave.handle(.type(character)) }
    await leave.handle(.run)
    // Leaving asks first; the question's palette is its answers.
    let asking = try #require(view.last)
    #expect(asking.question != nil)
    let names = layout.keyTable(for: asking, size: .standard).compactMap(\.help?.action)
    #expect(names == ["yes", "no"])
  }
}
