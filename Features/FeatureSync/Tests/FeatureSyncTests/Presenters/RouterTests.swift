import CoreTerminal
import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

/// Records what the routers ask of the Navigator.
@MainActor
final class StubNavigator: Navigating {
  private(set) var pushed: [any Screen] = []
  private(set) var pops = 0

  func push(_ screen: any Screen) { pushed.append(screen) }
  func pop() { pops += 1 }
  func quit() {}
}

/// A screen that stands for the one a router built.
@MainActor
final class PlaceholderScreen: Screen {
  let name: String
  init(_ name: String) { self.name = name }
  func start() async {}
  func render(size: TerminalSize) -> [String] { [name] }
  func handle(_ key: Key) async {}
  var keyHelp: [KeyHelp] { [] }
  var isEditingText: Bool { false }
  var onChange: (@MainActor () -> Void)?
}

@MainActor
struct RouterTests {
  let navigator = StubNavigator()

  @Test func theStatusPushesEitherListAndGoesBack() {
    let router = SyncStatusRouter(
      navigator: navigator,
      makeConflicts: { PlaceholderScreen("c") },
      makeRefused: { PlaceholderScreen("r") }
    )
    router.route(to: .conflicts)
    router.route(to: .refused)
    router.route(to: .back)
    #expect(navigator.pushed.compactMap { ($0 as? PlaceholderScreen)?.name } == ["c", "r"])
    #expect(navigator.pops == 1)
  }

  @Test func theConflictsReportAResolutionAndGoBack() {
    var resolutions = 0
    let router = ConflictsRouter(navigator: navigator, onResolved: { resolutions += 1 })
    router.route(to: .resolved)
    router.route(to: .back)
    #expect(resolutions == 1)
    #expect(navigator.pops == 1)
  }

  @Test func theRefusedReportASettlingAndGoBack() {
    var settled = 0
    let router = RefusedRouter(navigator: navigator, onSettled: { settled += 1 })
    router.route(to: .settled)
    router.route(to: .back)
    #expect(settled == 1)
    #expect(navigator.pops == 1)
  }

  @Test(arguments: ["c", "r"])
  func settlingOnAListReloadsTheStatusCounts(key: String) async {
    let ledger = StubLedger()
    var onSettled: (@MainActor () -> Void)?
    let screen = SyncStatusBuilder.build(
      interactor: SyncStatusInteractor(
        ledger: ledger,
        readStatus: { SyncStatusPresenterTests.anna },
        runSync: { _ in .failed(message: "unused") }
      ),
      navigator: navigator,
      styling: .plain,
      makeConflicts: { callback in
        onSettled = callback
        return PlaceholderScreen("conflicts")
      },
      makeRefused: { callback in
        onSettled = callback
        return PlaceholderScreen("refused")
      }
    )
    await screen.start()
    let size = TerminalSize(columns: 80, rows: 24)
    #expect(screen.render(size: size).contains("Refused    1 change refused (r)"))
    await screen.handle(.character(Character(key)))
    #expect(navigator.pushed.count == 1)
    ledger.setSummary(SyncLedgerSummary(pending: [], refused: 0, conflicts: 0, parked: 0))
    onSettled?()
    #expect(await eventually { screen.render(size: size).contains("Refused    none") })
  }

  @Test func theNavigationBuildsEveryScreen() async {
    let sync = SyncNavigation(
      ledger: StubLedger(conflicts: [Fixtures.conflict(1)], refused: [Fixtures.refused(1)]),
      navigator: navigator,
      status: { nil },
      syncNow: { _ in .failed(message: "unused") },
      styling: .plain,
      timeZone: Fixtures.utc
    )
    let size = TerminalSize(columns: 80, rows: 24)
    let screens = [sync.syncStatus(), sync.conflictList(), sync.refusedList()]
    for screen in screens { await screen.start() }
    #expect(screens[0].render(size: size).contains { $0.hasPrefix("Sync") })
    #expect(screens[1].render(size: size).contains { $0.contains("Phone of Dupont, Marie") })
    #expect(
      screens[2].render(size: size).contains { $0.hasPrefix("Wound (Venous leg ulcer") }
    )
  }
}
