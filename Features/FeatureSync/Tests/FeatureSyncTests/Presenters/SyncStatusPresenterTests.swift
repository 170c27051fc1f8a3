import CoreTesting
import Foundation
import Testing

@testable import FeatureSync

/// Counts syncs and returns a scripted outcome; a successful one changes the ledger's counts.
final class StubSync: @unchecked Sendable {
  private let lock = NSLock()
  private var _count = 0
  var outcome: SyncOutcome = .synced(SyncCounts(pushed: 0, pulled: 0, conflicts: 0, pending: 0))
  var after: SyncLedgerSummary?
  let ledger: StubLedger

  init(ledger: StubLedger) { self.ledger = ledger }

  var count: Int { lock.withLock { _count } }

  /// What the sync tells the screen it is doing before it ends, and what it waits for then.
  var progress: [SyncProgressInfo] = []
  var beforeTheEnd: (@Sendable () async -> Void)?

  func run(progress report: @escaping @Sendable (SyncProgressInfo) -> Void) async -> SyncOutcome {
    for info in progress { report(info) }
    await beforeTheEnd?()
    return run()
  }

  func run() -> SyncOutcome {
    lock.withLock { _count += 1 }
    if let after { ledger.setSummary(after) }
    return outcome
  }
}

/// The login as the app reads it from the session file: a test logs in or out "in another
/// terminal" by setting `info`.
final class StubLogin: @unchecked Sendable {
  private let lock = NSLock()
  private var _info: SyncStatusInfo?

  init(_ info: SyncStatusInfo?) { _info = info }

  var info: SyncStatusInfo? {
    get { lock.withLock { _info } }
    set { lock.withLock { _info = newValue } }
  }
}

@MainActor
final class StubSyncStatusRouter: SyncStatusRouting {
  private(set) var routes: [SyncStatusRoute] = []
  func route(to route: SyncStatusRoute) { routes.append(route) }
}

@MainActor
struct SyncStatusPresenterTests {
  let view = RecordingView<SyncStatusViewData>()
  let router = StubSyncStatusRouter()
  nonisolated static let anna = SyncStatusInfo(
    server: "http://127.0.0.1:8080",
    nurse: "anna",
    lastSync: "2025-06-15 09:30"
  )

  func makePresenter(
    _ ledger: StubLedger,
    info: SyncStatusInfo? = anna,
    login: StubLogin? = nil,
    sync: StubSync? = nil
  ) -> SyncStatusPresenter {
    let sync = sync ?? StubSync(ledger: ledger)
    let login = login ?? StubLogin(info)
    let interactor = SyncStatusInteractor(
      ledger: ledger,
      readStatus: { login.info },
      runSync: { await sync.run(progress: $0) }
    )
    let presenter = SyncStatusPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  private var fields: SyncStatusViewData.Fields? {
    guard case .status(let fields) = view.last?.content else { return nil }
    return fields
  }

  @Test func aRunningSyncShowsWhatItIsDoing() async {
    let ledger = StubLedger()
    let sync = StubSync(ledger: ledger)
    let info = SyncProgressInfo(
      sent: 2,
      received: 5,
      photoUp: false,
      photoDone: 500_000,
      photoTotal: 1_000_000,
      bytesPerSecond: 250_000,
      secondsLeft: 2
    )
    sync.progress = [SyncProgressInfo(sent: 2), info]
    let view = view
    let expected = SyncStatusViewData.SyncLine.progress(
      "2 sent, 5 received · photo down 0.5 of 1.0 MB, 250 kB/s, 2 s left"
    )
    // The sync ends only once the screen has shown what it reported.
    sync.beforeTheEnd = {
      for _ in 0..<10_000 {
        if await MainActor.run(body: { view.last?.syncLine == expected }) { return }
        await Task.yield()
      }
    }
    let presenter = makePresenter(ledger, sync: sync)
    await presenter.start()

    await presenter.handle(.syncNow)

    #expect(view.displayed.contains { $0.syncLine == expected })
    guard case .succeeded = view.last?.syncLine else {
      Issue.record("the end replaces the progress: \(String(describing: view.last?.syncLine))")
      return
    }
  }

  @Test func loadShowsLoadingThenEveryCount() async {
    let presenter = makePresenter(StubLedger())
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(fields?.server == "http://127.0.0.1:8080")
    #expect(fields?.pending == "3 changes waiting to be sent (patient 1, wound 2)")
    #expect(fields?.refused == "1 change refused (r)")
    #expect(fields?.conflicts == "2 fields to settle (c)")
    #expect(fields?.parked == "none")
    #expect(fields?.lastSync == "2025-06-15 09:30")
    #expect(fields?.hint?.contains("press r") == true)
    #expect(view.last?.canSync == true)
    #expect(view.last?.canOpenLists == true)
  }

  @Test func nothingWaitingReadsNone() async {
    let ledger = StubLedger(
      summary: SyncLedgerSummary(pending: [], refused: 0, conflicts: 0, parked: 1)
    )
    let presenter = makePresenter(ledger)
    await presenter.start()
    #expect(fields?.pending == "none")
    #expect(fields?.refused == "none")
    #expect(fields?.parked == "1 change from the team waiting to apply")
    #expect(fields?.hint == nil)
  }

  @Test func notLoggedInSaysHowAndSDoesNotSync() async {
    let ledger = StubLedger()
    let sync = StubSync(ledger: ledger)
    let presenter = makePresenter(ledger, info: nil, sync: sync)
    await presenter.start()
    #expect(fields?.server == "not logged in")
    #expect(fields?.lastSync == "never")
    #expect(fields?.hint?.contains("nurse login") == true)
    #expect(fields?.hint?.contains("messages") == true)
    // Offered still: a login may be made in another terminal meanwhile.
    #expect(view.last?.canSync == true)
    await presenter.handle(.syncNow)
    #expect(sync.count == 0)
    #expect(
      view.last?.syncLine == .failed("Sync failed: \(SyncStatusPresenter.notLoggedIn)")
    )
  }

  @Test func aLoginMadeInAnotherTerminalIsSeenWhenSheSyncs() async {
    let ledger = StubLedger()
    let sync = StubSync(ledger: ledger)
    let login = StubLogin(nil)
    let presenter = makePresenter(ledger, login: login, sync: sync)
    await presenter.start()
    #expect(fields?.server == "not logged in")
    login.info = Self.anna
    await presenter.handle(.syncNow)
    #expect(sync.count == 1)
    #expect(fields?.server == "http://127.0.0.1:8080")
    #expect(fields?.nurse == "anna")
    #expect(
      view.last?.syncLine
        == .succeeded("Synced: 0 sent, 0 received, 0 conflicts to settle, 0 refused, 0 waiting.")
    )
  }

  @Test func aLogoutMadeInAnotherTerminalIsSeenWhenSheSyncs() async {
    let ledger = StubLedger()
    let sync = StubSync(ledger: ledger)
    let login = StubLogin(Self.anna)
    let presenter = makePresenter(ledger, login: login, sync: sync)
    await presenter.start()
    login.info = nil
    await presenter.handle(.syncNow)
    #expect(sync.count == 0)
    #expect(fields?.server == "not logged in")
    #expect(view.last?.syncLine == .failed("Sync failed: \(SyncStatusPresenter.notLoggedIn)"))
  }

  @Test func aStoreErrorIsShown() async {
    let ledger = StubLedger()
    ledger.error = StoreBroken()
    let presenter = makePresenter(ledger)
    await presenter.start()
    #expect(
      view.last?.content == .failed(message: "Could not read the local store: disk I/O error")
    )
    #expect(view.last?.canOpenLists == false)
  }

  @Test func syncShowsSyncingThenTheCountsAndReloads() async {
    let ledger = StubLedger()
    let sync = StubSync(ledger: ledger)
    sync.outcome = .synced(SyncCounts(pushed: 3, pulled: 5, conflicts: 1, pending: 0, refused: 1))
    sync.after = SyncLedgerSummary(pending: [], refused: 1, conflicts: 1, parked: 0)
    let presenter = makePresenter(ledger, sync: sync)
    await presenter.start()
    await presenter.handle(.syncNow)
    #expect(sync.count == 1)
    #expect(view.displayed.contains { $0.syncLine == .syncing && !$0.canSync })
    #expect(
      view.last?.syncLine
        == .succeeded("Synced: 3 sent, 5 received, 1 conflict to settle, 1 refused, 0 waiting.")
    )
    #expect(fields?.pending == "none")
    #expect(fields?.conflicts == "1 field to settle (c)")
  }

  @Test func aFailedSyncShowsItsMessageSafely() async {
    let ledger = StubLedger()
    let sync = StubSync(ledger: ledger)
    sync.outcome = .failed(message: "offline\u{1B}[2J: nothing was lost")
    let presenter = makePresenter(ledger, sync: sync)
    await presenter.start()
    await presenter.handle(.syncNow)
    #expect(view.last?.syncLine == .failed("Sync failed: offline␛[2J: nothing was lost"))
    #expect(fields?.pending == "3 changes waiting to be sent (patient 1, wound 2)")
  }

  @Test func theListsAndBackGoThroughTheRouter() async {
    let presenter = makePresenter(StubLedger())
    await presenter.start()
    await presenter.handle(.openConflicts)
    await presenter.handle(.openRefused)
    await presenter.handle(.back)
    #expect(router.routes == [.conflicts, .refused, .back])
  }

  @Test func reloadReadsTheCountsAgain() async {
    let ledger = StubLedger()
    let presenter = makePresenter(ledger)
    await presenter.start()
    ledger.setSummary(SyncLedgerSummary(pending: [], refused: 0, conflicts: 0, parked: 0))
    await presenter.handle(.reload)
    #expect(fields?.refused == "none")
    #expect(fields?.conflicts == "none")
  }
}
