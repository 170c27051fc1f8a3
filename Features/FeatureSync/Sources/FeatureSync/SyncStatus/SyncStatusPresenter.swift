import CoreTerminal
import CoreVIPER

/// The sync status screen's state: the login and counts read, and the sync started with `s`.
@MainActor
final class SyncStatusPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<SyncStatusViewData>)?
  private let interactor: any SyncStatusInteracting
  private let router: any SyncStatusRouting

  private enum Content {
    case loading
    case loaded(SyncStatusInfo?, SyncLedgerSummary)
    case failed(String)
  }

  private enum SyncState {
    case idle
    case syncing(SyncProgressInfo?)
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
    case .openRefused: router.route(to: .refused)
    case .back: router.route(to: .back)
    case .reload: await load()
    }
  }

  private func load() async {
    do {
      let info = await interactor.status()
      content = .loaded(info, try await interactor.summary())
    } catch {
      content = .failed("Could not read the local store: \(readableMessage(for: error))")
    }
    display()
  }

  private func sync() async {
    // One sync at a time: a second `s` while one runs would push the same outbox twice.
    guard viewData.canSync else { return }
    // The login is read again: she may have logged in, or out, in another terminal since
    // the screen was read.
    await load()
    guard case .loaded(.some, _) = content else {
      syncState = .finished(.failed(message: Self.notLoggedIn))
      display()
      return
    }
    syncState = .syncing(nil)
    display()
    let outcome = await interactor.syncNow { info in
      Task { @MainActor [weak self] in self?.show(info) }
    }
    syncState = .finished(outcome)
    // The last sync time and every count moved.
    await load()
  }

  /// What the running sync is doing; a report arriving after its end is dropped.
  private func show(_ info: SyncProgressInfo) {
    guard case .syncing = syncState else { return }
    syncState = .syncing(info)
    display()
  }

  static let notLoggedIn =
    "not logged in on this device: log in (nurse login --server URL --username NAME, in "
    + "another terminal if you like), then press s again"

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
        canOpenLists: false
      )
    case .failed(let message):
      return SyncStatusViewData(
        content: .failed(message: message),
        syncLine: syncLine,
        canSync: false,
        canOpenLists: false
      )
    case .loaded(let info, let summary):
      let isSyncing = if case .syncing = syncState { true } else { false }
      return SyncStatusViewData(
        content: .status(fields(info, summary)),
        syncLine: syncLine,
        // Without a login too: `s` reads the login again, made in another terminal maybe.
        canSync: !isSyncing,
        canOpenLists: true
      )
    }
  }

  private func fields(_ info: SyncStatusInfo?, _ summary: SyncLedgerSummary)
    -> SyncStatusViewData.Fields
  {
    SyncStatusViewData.Fields(
      server: info?.server.visibleControls(whitespace: .asPictures) ?? "not logged in",
      nurse: info?.nurse.visibleControls(whitespace: .asPictures) ?? SyncText.none,
      pending: SyncText.pending(summary.pending),
      refused: SyncText.count(summary.refused, "change", "changes", suffix: "refused (r)"),
      conflicts: SyncText.count(summary.conflicts, "field", "fields", suffix: "to settle (c)"),
      parked: SyncText.count(
        summary.parked,
        "change",
        "changes",
        suffix: "from the team waiting to apply"
      ),
      lastSync: info?.lastSync ?? "never",
      hint: hint(info, summary)
    )
  }

  private func hint(_ info: SyncStatusInfo?, _ summary: SyncLedgerSummary) -> String? {
    if info == nil {
      return "Log in to the team server to sync and to read the team's messages: "
        + "nurse login --server URL --username NAME, then press s."
    }
    if summary.refused > 0 {
      return "The server refused some of your changes: press r to correct or discard them."
    }
    return nil
  }

  private var syncLine: SyncStatusViewData.SyncLine {
    switch syncState {
    case .idle: return .idle
    case .syncing(nil): return .syncing
    case .syncing(.some(let info)): return .progress(info.line)
    case .finished(.synced(let counts)): return .succeeded(SyncText.summary(of: counts))
    case .finished(.failed(let message)):
      return .failed("Sync failed: \(message.visibleControls(whitespace: .asPictures))")
    }
  }
}
