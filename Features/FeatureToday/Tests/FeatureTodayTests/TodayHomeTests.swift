import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureToday

/// Issue 27, item 6: Today is the working home. `/` finds a patient, the bottom bar shows the
/// round's own keys, Esc or `q` asks before leaving the app, and the selected patient's address
/// and what is due are shown whole when her row cuts them.
@MainActor
struct TodayHomeTests {
  let view = RecordingView<TodayViewData>()
  let router = StubTodayRouter()
  let layout = TodayView(styling: .plain)

  func presenter(canSearch: Bool = true, crossings: [KeyHelp] = []) -> TodayPresenter {
    let presenter = TodayPresenter(
      day: nil,
      interactor: StubTodayInteractor(.success(RoundSamples.round)),
      router: router,
      title: { _ in TodayViewTests.title },
      timeZone: RoundSamples.utc,
      crossings: crossings,
      canSearch: canSearch
    )
    presenter.view = view
    return presenter
  }

  @Test func escOrQOnTheHomeAsksBeforeLeavingTheApp() async throws {
    let presenter = presenter()
    await presenter.start()
    let round = try #require(view.last)
    #expect(layout.action(for: .character("q"), in: round) == .back)
    #expect(layout.action(for: .escape, in: round) == .back)
    await presenter.handle(.back)
    let asking = try #require(view.last)
    #expect(asking.question == "Leave nurse? (y/n)")
    #expect(router.routes.isEmpty, "nothing left without a word")
    #expect(layout.action(for: .character("q"), in: asking) == nil)
    #expect(layout.action(for: .escape, in: asking) == .decline)
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedIndex == 0, "only y or n while the question waits")
    await presenter.handle(.decline)
    #expect(view.last?.question == nil)
    await presenter.handle(.back)
    await presenter.handle(.confirm)
    #expect(router.routes == [.back])
  }

  @Test func slashFindsAPatientWhenTheAppGaveTheSearch() async throws {
    let presenter = presenter()
    await presenter.start()
    let data = try #require(view.last)
    #expect(data.canSearch)
    #expect(layout.action(for: .character("/"), in: data) == .search)
    #expect(layout.keyHelp(for: data).contains(KeyHelp("/", "find a patient", short: "find")))
    await presenter.handle(.search)
    #expect(router.routes == [.search])

    let without = self.presenter(canSearch: false)
    await without.start()
    let plain = try #require(view.last)
    #expect(layout.action(for: .character("/"), in: plain) == nil)
    await without.handle(.search)
    #expect(router.routes == [.search], "no search without the patient flow")
  }

  /// The bottom bar lists the four keys the round's table marks first, from the same
  /// declarations as `?`, the palette and the actions: the rest are left to `?` and `:`.
  @Test func theBottomBarShowsTheRoundsOwnKeys() async throws {
    let presenter = presenter(crossings: [
      KeyHelp("s", "sync with the team", short: "sync"),
      KeyHelp("!", "wounds overdue or off track"),
      KeyHelp("i", "the team's messages"),
    ])
    await presenter.start()
    let data = try #require(view.last)
    let bar = try #require(layout.barKeys(for: data)).map { "\($0.keys) \($0.action)" }
    #expect(bar == ["⏎ open", "v visit", "s sync", "/ find"])
    for key in ["v", "s", "!", "i", "/", "q"] {
      #expect(layout.action(for: .character(Character(key)), in: data) != nil, "\(key) acts")
    }
    await presenter.handle(.back)
    let asking = try #require(view.last)
    #expect(layout.barKeys(for: asking)?.map(\.keys) == ["y", "n esc"])
  }

  /// At 80 and 60 columns the row has no place column and cuts what is due: the selected
  /// patient's whole address and due text are under the list.
  @Test func theSelectedRowsAddressAndDueAreShownWholeWhenCut() {
    var rows = TodayViewTests.rows()
    rows[1].due =
      "assess sacrum overdue 2 d · dressing right-heel due · Braden due (last 2025-06-01)"
    let data = TodayViewData(
      title: TodayViewTests.title,
      countLabel: "3 patients",
      content: .rows(rows),
      selectedIndex: 1
    )
    assertLines(of: layout, for: data, widths: [120, 80, 60])
    let narrow = layout.lines(for: data, size: TerminalSize(columns: 60, rows: 24))
    #expect(narrow.contains { $0.hasPrefix("Address  3 rue Oberkampf, 75011 Paris") })
    #expect(narrow.contains { $0.hasPrefix("Due      assess sacrum overdue 2 d") })
    let wide = layout.lines(for: data, size: TerminalSize(columns: 200, rows: 24))
    #expect(!wide.contains { $0.hasPrefix("Address") || $0.hasPrefix("Due ") }, "nothing cut")
  }
}

/// Issue 27, item 11: `nurse today` printed to a pipe carried the interactive cursor and cut
/// text; printed once, the round has no cursor and writes what each row cuts under it.
@MainActor
struct PrintedRoundTests {
  @Test func thePrintedRoundHasNoCursorAndEveryRowsCutTextUnderIt() throws {
    let layout = TodayView(styling: .plain)
    let data = TodayViewData(
      title: TodayViewTests.title,
      countLabel: "3 patients",
      content: .rows(TodayViewTests.rows()),
      selectedIndex: 0
    )
    let printed = layout.lines(
      for: data,
      size: TerminalSize(columns: 60, rows: 24, isPrinted: true)
    )
    #expect(!printed.contains { $0.contains("›") })
    // What each row cuts is under that row, whole: every patient's, not the selected one's.
    let paul = try #require(printed.firstIndex { $0.contains("Martin, Paul") })
    #expect(printed[paul + 1] == "      Address  3 rue Oberkampf, 75011 Paris")
    #expect(printed.contains("      Due      dressing left-heel due · Braden (never)"))
    let shown = layout.lines(for: data, size: TerminalSize(columns: 60, rows: 24))
    #expect(shown.contains { $0.hasPrefix("›") } && shown.contains { $0.hasPrefix("Address") })
  }

  @Test func thePrintedRoundWritesANameItCutsWholeUnderItsRow() throws {
    let layout = TodayView(styling: .plain)
    var rows = TodayViewTests.rows()
    rows[1].name = "Delacroix-Montmorency, Marie-Bernadette"
    let data = TodayViewData(
      title: TodayViewTests.title,
      countLabel: "3 patients",
      content: .rows(rows),
      selectedIndex: 0
    )
    let printed = layout.lines(
      for: data,
      size: TerminalSize(columns: 60, rows: 24, isPrinted: true)
    )
    let row = try #require(printed.firstIndex { $0.contains("Delacroix") })
    #expect(!printed[row].contains("Marie-Bernadette"), "the row has no room for it")
    #expect(printed[row + 1] == "      Patient  Delacroix-Montmorency, Marie-Bernadette")
    let wide = layout.lines(for: data, size: TerminalSize(columns: 200, rows: 24, isPrinted: true))
    #expect(!wide.contains { $0.hasPrefix("      Patient") }, "nothing cut, nothing repeated")
  }
}
