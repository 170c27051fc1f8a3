import CoreVIPER
import LibPatient

/// The sync status screen's state: the login and counts read, and the sync started with `s`.
@MainActor
final class SyncStatusPresenter: ActionHandling {
  weak var view: (any ViewDisplaying<SyncStatusViewData>)?
  private let interactor: any SyncStatusInteracting
  private let router: any SyncStatusRouting

  private struct Status {
    var info: SyncStatusInfo?
    var pending: Int
    var conflicts: Int
  }

  private enum Content {
    case loading
    case loaded(Status)
    case failed(String)
  }

  private enum SyncState {
    case idle
    case syncing
    case finished(SyncOutcome)
  }

  private var content = Content.loading
  private var syncState = SyncState.idle

  init(interactor: any SyncStatusInteracting, router: any SyncStatusRouting) {
    self.interactor = interactor
    self.router = router
  }

  /// Returns once the status is read, so once-mode prints real counts.
  func start() async {
    display()
    await load()
  }

  func handle(_ action: SyncStatusAction) async {
    switch action {
    case .syncNow: await sync()
    case .openConflicts: router.route(to: .conflicts)
    case .back: router.route(to: .back)
    case .reload: await load()
    }
  }

  private func load() async {
    do {
      let info = await interactor.status()
      let pending = try await interactor.pendingChangeCount()
      let conflicts = try await interactor.conflictCount()
      content = .loaded(Status(info: info, pending: pending, conflicts: conflicts))
    } catch {
      content = .failed("Could not read the local store: \(error)")
    }
    display()
  }

  private func sync() async {
    // One sync at a time: a second `s` while one runs would push the same outbox twice.
    guard viewData.canSync else { return }
    syncState = .syncing
    display()
    let outcome = await interactor.syncNow()
    syncState = .finished(outcome)
    // The last sync time, the pending changes and the conflicts all moved.
    await load()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: SyncStatusViewData {
    switch content {
    case .loading:
      return SyncStatusViewData(
        content: .loading,
        syncLine: syncLine,
        canSync: false,
        canOpenConflicts: false
      )
    case .failed(let message):
      return SyncStatusViewData(
        content: .failed(message: message),
        syncLine: syncLine,
        canSync: false,
        canOpenConflicts: false
      )
    case .loaded(let status):
      let isSyncing = if case .syncing = syncState { true } else { false }
      return SyncStatusViewData(
        content: .status(fields(for: status)),
        syncLine: syncLine,
        canSync: status.info != nil && !isSyncing,
        canOpenConflicts: true
      )
    }
  }

  private func fields(for status: Status) -> SyncStatusViewData.Fields {
    SyncStatusViewData.Fields(
      server: status.info?.server ?? "not logged in",
      nurse: status.info?.nurse ?? "—",
      pending: SyncText.count(status.pending, "change", "changes", suffix: "waiting to be sent"),
      conflicts: SyncText.count(status.conflicts, "conflict", "conflicts", suffix: "to settle"),
      lastSync: status.info?.lastSync ?? "never",
      hint: status.info == nil
        ? "Log in to the team server to sync: nurse login --server URL --username NAME"
        : nil
    )
  }

  private var syncLine: SyncStatusViewData.SyncLine {
    switch syncState {
    case .idle: return .idle
    case .syncing: return .syncing
    case .finished(.synced(let counts)): return .succeeded(SyncText.summary(of: counts))
    case .finished(.failed(let message)): return .failed("Sync failed: \(message)")
    }
  }
}
