import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

@MainActor
struct RouterTests {
  let navigator = RecordingNavigator()

  @Test func theStatusPushesEitherListAndGoesBack() {
    let router = SyncStatusRouter(
      navigator: navigator,
      makeConflicts: { NamedScreen("c") },
      makeRefused: { NamedScreen("r") }
    )
    router.route(to: .conflicts)
    router.route(to: .refused)
    router.route(to: .back)
    #expect(navigator.pushedNames == ["c", "r"])
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
        return NamedScreen("conflicts")
      },
      makeRefused: { callback in
        onSettled = callback
        return NamedScreen("refused")
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
