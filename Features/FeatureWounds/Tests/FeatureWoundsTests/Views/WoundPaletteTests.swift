import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// A presenter that ignores its Actions: the palette's list is read without one.
@MainActor
final class IgnoringPresenter<Action: Sendable>: ActionHandling {
  func start() async {}
  func handle(_ action: Action) async {}
}

/// Closes nothing and runs what was picked, as the Navigator's palette router does once it has
/// popped the palette.
@MainActor
final class RunningPaletteRouter: PaletteRouting {
  private(set) var ran: [String] = []
  func run(_ command: PaletteCommand) async {
    ran.append(command.name)
    await command.run()
  }
  func close() {}
}

/// Issue 30, item 3: the palette (`:`) of each wound screen lists exactly that screen's key
/// table, in every state, with the names `?` gives; picking one runs its action.
@MainActor
struct WoundPaletteTests {
  func expectPaletteIsTheKeyTable<Layout: ViewLayout>(
    _ layout: Layout,
    _ states: [Layout.ViewData],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for data in states {
      let screen = TerminalView<Layout, IgnoringPresenter<Layout.Action>>(
        layout: layout,
        initial: data
      )
      let table = layout.keyTable(for: data, size: .standard).compactMap(\.help)
      #expect(!table.isEmpty, sourceLocation: sourceLocation)
      #expect(screen.commands.map(\.keys) == table.map(\.keys), sourceLocation: sourceLocation)
      #expect(screen.commands.map(\.name) == table.map(\.action), sourceLocation: sourceLocation)
      let help = layout.keyHelp(for: data)
      #expect(
        table.allSatisfy(help.contains),
        "`?` names every command",
        sourceLocation: sourceLocation
      )
    }
  }

  static let visit = WoundDetailViewData.Row(
    id: "5d1e9a02",
    date: "2026-11-20",
    size: "3.0 × 1.5 × 0.2",
    area: "4.5",
    push: "9",
    reduction: "",
    exudate: "light serous",
    tissue: "granulation 100%"
  )

  static var woundStates: [WoundDetailViewData] {
    let open = WoundDetailViewData.Loaded(
      fields: [],
      rows: [visit],
      selected: 0,
      visit: [],
      chart: nil,
      canAssess: true,
      canCorrect: true
    )
    var healed = open
    healed.canAssess = false
    return [
      WoundDetailViewData(title: "Wound", status: "open", content: .loaded(open)),
      WoundDetailViewData(title: "Wound", status: "healed", content: .loaded(healed)),
      WoundDetailViewData(
        title: "Wound",
        status: "healed",
        content: .loaded(healed),
        prompt: "Reopen the wound? (y/n)"
      ),
      WoundDetailViewData(title: "Wound", status: "", content: .loading),
    ]
  }

  @Test func aWoundsPaletteIsItsKeyTable() {
    expectPaletteIsTheKeyTable(WoundDetailView(styling: .plain), Self.woundStates)
  }

  @Test func aWoundsBottomLineIsTheFourThatMatterMost() {
    let layout = WoundDetailView(styling: .plain)
    let bars = Self.woundStates.prefix(3).map { layout.barKeys(for: $0)?.map(\.keys) }
    #expect(bars[0] == ["↑/↓ j/k wheel", "a", "v", "p"])
    #expect(bars[1] == ["↑/↓ j/k wheel", "v", "o", "esc q"])
    #expect(bars[2] == ["y", "n esc"])
  }

  @Test func thePatientsWoundsPaletteIsItsKeyTable() {
    let list = Fixtures.woundList()
    let empty = WoundListViewData(
      title: "Wounds · Dupont, Marie",
      countLabel: "",
      content: .empty(message: "No wound.", hint: nil),
      selectedIndex: nil
    )
    let layout = WoundListView(styling: .plain)
    expectPaletteIsTheKeyTable(layout, [list, empty])
    #expect(layout.barKeys(for: list)?.map(\.action) == ["open", "assess", "add", "back"])
  }

  @Test func theAlertsAndPhotosPalettesAreTheirKeyTables() {
    let row = WoundAlertsViewData.Row(
      patient: "Dupont, Marie",
      wound: "PI 2 sacrum",
      lastAssessed: "2026-11-01",
      why: "overdue"
    )
    let alerts = WoundAlertsViewData(content: .rows([row]), selectedIndex: 0)
    expectPaletteIsTheKeyTable(WoundAlertsView(styling: .plain), [alerts])
    expectPaletteIsTheKeyTable(WoundPhotosView(styling: .plain, mode: .plain), [.loading])
  }

  /// The wound's presenter runs what the nurse picks in the palette: "photo" finds "view its
  /// photos", and Enter opens them as `v` would.
  @Test func thePaletteRunsTheChosenActionOnTheWoundsPresenter() async {
    let router = StubWoundDetailRouter()
    let interactor = StubWoundDetailInteractor(
      first: .success(Fixtures.history(Fixtures.wound(), []))
    )
    let presenter = WoundDetailPresenter(
      id: Fixtures.id(1),
      interactor: interactor,
      router: router,
      charset: .ascii,
      timeZone: Fixtures.utc
    )
    let screen = TerminalView<WoundDetailView, WoundDetailPresenter>(
      layout: WoundDetailView(styling: .plain),
      initial: presenter.viewData
    )
    screen.presenter = presenter
    presenter.view = screen
    await screen.start()
    #expect(await eventually { screen.data.loaded != nil })
    let palette = RunningPaletteRouter()
    let chooser = PalettePresenter(commands: screen.commands, router: palette)
    for character in "PHOTO" { await chooser.handle(.type(character)) }
    await chooser.handle(.run)
    #expect(palette.ran == ["view its photos"])
    #expect(router.routes == [.open(.photos(woundID: Fixtures.id(1)))])
    // Fuzzy: the letters in order.
    let again = PalettePresenter(commands: screen.commands, router: palette)
    for character in "pln" { await again.handle(.type(character)) }
    await again.handle(.run)
    #expect(router.routes.last == .open(.plan(woundID: Fixtures.id(1))))
  }
}
