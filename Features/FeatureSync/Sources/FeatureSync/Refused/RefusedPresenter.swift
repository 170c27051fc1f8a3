import CoreTerminal
import CoreVIPER
import Foundation

/// The refused-changes screen's state: the changes, the selection, the discard waiting for a
/// yes, and what the last choice did, said as it is (what the server did with a retry, what
/// still waits after a discard).
@MainActor
final class RefusedPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<RefusedViewData>)?
  private let interactor: any RefusedInteracting
  private let router: any RefusedRouting
  private let timeZone: TimeZone

  private var content = LoadState<[RefusedChangeItem]>.loading
  /// What else waits besides the changes read; nil when it could not be read.
  private var summary: SyncLedgerSummary?
  private var selectedIndex = 0
  private var askingToDiscard = false
  private var isSending = false
  private var notice: RefusedViewData.Notice?

  init(interactor: any RefusedInteracting, router: any RefusedRouting, timeZone: TimeZone) {
    self.interactor = interactor
    self.router = router
    self.timeZone = timeZone
  }

  /// Returns once the changes are read, so once-mode prints them.
  func start() async {
    display()
    await load()
  }

  func handle(_ action: RefusedAction) async {
    switch action {
    case .move(let move): moveSelection(move)
    case .retry: await retry()
    case .discard:
      guard selected != nil, !isSending else { return }
      askingToDiscard = true
      notice = nil
      display()
    case .confirm:
      guard askingToDiscard else { return }
      askingToDiscard = false
      await discard()
    case .cancel:
      askingToDiscard = false
      display()
    case .back: router.route(to: .back)
    }
  }

  private var selected: RefusedChangeItem? {
    content.value.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
  }

  /// Back to the outbox, then one sync, so she learns at once what the server says.
  private func retry() async {
    // One sync at a time: a second `r` while one runs would push the same outbox twice.
    guard let change = selected, !isSending else { return }
    let title = RefusedFormat.title(change)
    do {
      try await interactor.retry(change.id)
    } catch {
      notice = .failed("Could not send \(title) again: \(readableMessage(for: error))")
      await load()
      return
    }
    router.route(to: .settled)
    isSending = true
    notice = .done("Sending \(title) again…")
    display()
    let outcome = await interactor.syncNow()
    isSending = false
    await load()
    notice = retried(change, outcome: outcome)
    router.route(to: .settled)
    display()
  }

  /// What became of a change sent again: refused again (and why), taken, or still waiting.
  private func retried(_ change: RefusedChangeItem, outcome: SyncOutcome)
    -> RefusedViewData.Notice
  {
    let waiting = summary.flatMap(RefusedFormat.stillWaiting).map { " \($0)." } ?? ""
    switch outcome {
    case .failed(let message):
      return .failed(
        "Not sent: \(message.visibleControls(whitespace: .asPictures)). It waits among the "
          + "changes to send and goes at the next sync."
      )
    case .synced:
      let again = loadedChanges.first {
        $0.recordType == change.recordType && $0.recordID == change.recordID
          && $0.operation == change.operation
      }
      if let again {
        return .failed("Sent again: the server refused it again: \(RefusedFormat.reason(again)).")
      }
      return .done("Sent again: the server took it.\(waiting)")
    }
  }

  private func discard() async {
    guard let change = selected else { return }
    let title = RefusedFormat.title(change)
    do {
      try await interactor.discard(change.id)
      router.route(to: .settled)
      await load()
      let waiting = summary.flatMap(RefusedFormat.stillWaiting).map { " \($0)." } ?? ""
      notice = .done("Discarded your change to \(title); it shows the team's version.\(waiting)")
    } catch {
      notice = .failed("Could not discard the change to \(title): \(readableMessage(for: error))")
      await load()
    }
    display()
  }

  private func load() async {
    do {
      let changes = try await interactor.refused()
      summary = try? await interactor.summary()
      content = .loaded(changes)
      selectedIndex = min(selectedIndex, max(0, changes.count - 1))
    } catch {
      content = .failed("Could not read the refused changes: \(readableMessage(for: error))")
      summary = nil
    }
    display()
  }

  private var loadedChanges: [RefusedChangeItem] { content.value ?? [] }

  private func moveSelection(_ move: ListMove) {
    guard !loadedChanges.isEmpty, !askingToDiscard else { return }
    selectedIndex = move.index(from: selectedIndex, count: loadedChanges.count)
    notice = nil
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: RefusedViewData {
    .showing(
      content,
      counted: { $0 == 1 ? "1 change" : "\($0) changes" },
      empty: RefusedFormat.empty(summary),
      row: { [timeZone] in RefusedFormat.row($0, timeZone: timeZone) },
      selectedIndex: selectedIndex,
      question: question,
      notice: notice
    )
  }

  private var question: String? {
    guard askingToDiscard, let change = selected else { return nil }
    return "Discard your change to \(RefusedFormat.title(change))? "
      + "What you typed is dropped and the team's version stays. (y/n)"
  }
}
