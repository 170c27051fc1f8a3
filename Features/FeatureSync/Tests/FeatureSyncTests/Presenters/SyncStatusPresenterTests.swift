import Foundation
import LibPatient
import Testing

@testable import FeatureSync

/// Serves a fixed login and counts, and a scripted sync outcome.
final class StubSyncStatusInteractor: SyncStatusInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var _info: SyncStatusInfo?
  private var _pending: Int
  private var _conflicts: Int
  private var _syncCount = 0
  /// What the next sync returns; a successful one also empties the outbox.
  var outcome: SyncOutcome = .synced(SyncCounts(pushed: 0, pulled: 0, conflicts: 0, pending: 0))
  var storeError: Error?

  init(info: SyncStatusInfo?, pending: Int = 0, conflicts: Int = 0) {
    _info = info
    _pending = pending
    _conflicts = conflicts
  }

  var syncCount: Int { lock.withLock { _syncCount } }

  func status() async -> SyncStatusInfo? { lock.withLock { _info } }

  func pendingChangeCount() async throws -> Int {
    try lock.withLock {
      if let storeError { throw storeError }
      return _pending
    }
  }

  func conflictCount() async throws -> Int { lock.withLock { _conflicts } }

  /// Another screen settled every conflict.
  func settleAllConflicts() { lock.withLock { _conflicts = 0 } }

  func syncNow() async -> SyncOutcome {
    lock.withLock {
      _syncCount += 1
      if case .synced(let counts) = outcome {
        _pending = counts.pending
        _conflicts = counts.conflicts
        _info?.lastSync = "2025-06-15 14:05"
      }
      return outcome
    }
  }
}

@MainActor
final class StubSyncStatusRouter: SyncStatusRouting {
  private(set) var routes: [SyncStatusRoute] = []
  func route(to route: SyncStatusRoute) { routes.append(route) }
}

struct StoreBroken: Error, CustomStringConvertible {
  var description: String { "disk I/O error" }
}

@MainActor
struct SyncStatusPresenterTests {
  let view = RecordingView<SyncStatusViewData>()
  let router = StubSyncStatusRouter()
  static let anna = SyncStatusInfo(
    server: "http://127.0.0.1:8080",
    nurse: "anna",
    lastSync: "2025-06-15 09:30"
  )

  func makePresenter(_ interactor: StubSyncStatusInteractor) -> SyncStatusPresenter {
    let presenter = SyncStatusPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  private var fields: SyncStatusViewData.Fields? {
    guard case .status(let fields) = view.last?.content else { return nil }
    return fields
  }

  @Test func loadShowsLoadingThenTheStatus() async {
    let presenter = makePresenter(
      StubSyncStatusInteractor(info: Self.anna, pending: 3, conflicts: 1)
    )
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(fields?.server == "http://127.0.0.1:8080")
    #expect(fields?.nurse == "anna")
    #expect(fields?.pending == "3 changes waiting to be sent")
    #expect(fields?.conflicts == "1 conflict to settle")
    #expect(fields?.lastSync == "2025-06-15 09:30")
    #expect(fields?.hint == nil)
    #expect(view.last?.canSync == true)
  }

  @Test func notLoggedInCannotSyncAndSaysHow() async {
    let interactor = StubSyncStatusInteractor(info: nil)
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(fields?.server == "not logged in")
    #expect(fields?.lastSync == "never")
    #expect(fields?.hint?.contains("nurse login") == true)
    #expect(view.last?.canSync == false)
    await presenter.handle(.syncNow)
    #expect(interactor.syncCount == 0)
  }

  @Test func aStoreErrorIsShown() async {
    let interactor = StubSyncStatusInteractor(info: Self.anna)
    interactor.storeError = StoreBroken()
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(
      view.last?.content == .failed(message: "Could not read the local store: disk I/O error")
    )
  }

  @Test func syncShowsSyncingThenTheCountsAndReloads() async {
    let interactor = StubSyncStatusInteractor(info: Self.anna, pending: 3)
    interactor.outcome = .synced(SyncCounts(pushed: 3, pulled: 5, conflicts: 1, pending: 0))
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.syncNow)
    #expect(interactor.syncCount == 1)
    #expect(view.displayed.contains { $0.syncLine == .syncing && !$0.canSync })
    #expect(
      view.last?.syncLine
        == .succeeded("Synced: 3 sent, 5 received, 1 conflict to settle, 0 waiting.")
    )
    #expect(fields?.pending == "none")
    #expect(fields?.conflicts == "1 conflict to settle")
    #expect(fields?.lastSync == "2025-06-15 14:05")
    #expect(view.last?.canSync == true)
  }

  @Test func anOfflineSyncSaysNothingWasLostAndKeepsTheCounts() async {
    let interactor = StubSyncStatusInteractor(info: Self.anna, pending: 3)
    interactor.outcome = .failed(message: "offline: nothing was lost")
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.syncNow)
    #expect(view.last?.syncLine == .failed("Sync failed: offline: nothing was lost"))
    #expect(fields?.pending == "3 changes waiting to be sent")
    #expect(fields?.lastSync == "2025-06-15 09:30")
  }

  @Test func openConflictsAndBackGoThroughTheRouter() async {
    let presenter = makePresenter(StubSyncStatusInteractor(info: Self.anna))
    await presenter.start()
    await presenter.handle(.openConflicts)
    await presenter.handle(.back)
    #expect(router.routes == [.conflicts, .back])
  }

  @Test func reloadReadsTheCountsAgain() async {
    let interactor = StubSyncStatusInteractor(info: Self.anna, conflicts: 2)
    let presenter = makePresenter(interactor)
    await presenter.start()
    let before = view.displayed.count
    await presenter.handle(.reload)
    #expect(view.displayed.count == before + 1)
  }
}
