import CoreVIPER
import Foundation

/// The refused-changes screen's state: the changes, the selection, the discard waiting for a
/// yes, and what the last choice did.
@MainActor
final class RefusedPresenter: ActionHandling {
  weak var view: (any ViewDisplaying<RefusedViewData>)?
  private let interactor: any RefusedInteracting
  private let router: any RefusedRouting
  private let timeZone: TimeZone

  private enum Content {
    case loading
    case loaded([RefusedChangeItem])
    case failed(String)
  }

  private var content = Content.loading
  private var selectedIndex = 0
  private var askingToDiscard = false
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
    case .retry: await settle(retrying: true)
    case .discard:
      guard selected != nil else { return }
      askingToDiscard = true
      notice = nil
      display()
    case .confirm:
      guard askingToDiscard else { return }
      askingToDiscard = false
      await settle(retrying: false)
    case .cancel:
      askingToDiscard = false
      display()
    case .back: router.route(to: .back)
    }
  }

  private var selected: RefusedChangeItem? {
    guard case .loaded(let changes) = content, changes.indices.contains(selectedIndex)
    else { return nil }
    return changes[selectedIndex]
  }

  private func settle(retrying: Bool) async {
    guard let change = selected else { return }
    let name = RefusedFormat.record(change)
    do {
      if retrying {
        try await interactor.retry(change.id)
        notice = .done("The change to \(name) goes to the server again at the next sync.")
      } else {
        try await interactor.discard(change.id)
        notice = .done("Discarded the change to \(name); it shows the server's version again.")
      }
      router.route(to: .settled)
    } catch {
      notice = .failed("Could not settle the change to \(name): \(error)")
    }
    await load()
  }

  private func load() async {
    do {
      let changes = try await interactor.refused()
      content = .loaded(changes)
      selectedIndex = min(selectedIndex, max(0, changes.count - 1))
    } catch {
      content = .failed("Could not read the refused changes: \(error)")
    }
    display()
  }

  private func moveSelection(_ move: ListMove) {
    guard case .loaded(let changes) = content, !changes.isEmpty, !askingToDiscard else { return }
    selectedIndex = move.index(from: selectedIndex, count: changes.count)
    notice = nil
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: RefusedViewData {
    switch content {
    case .loading:
      return .loading
    case .failed(let message):
      return RefusedViewData(
        countLabel: "",
        content: .failed(message: message),
        selectedIndex: nil,
        question: nil,
        notice: notice
      )
    case .loaded(let changes):
      return RefusedViewData(
        countLabel: changes.count == 1 ? "1 change" : "\(changes.count) changes",
        content: changes.isEmpty
          ? .empty(message: "No refused changes: the server took everything you sent.")
          : .changes(changes.map { RefusedFormat.row($0, timeZone: timeZone) }),
        selectedIndex: changes.isEmpty ? nil : selectedIndex,
        question: question,
        notice: notice
      )
    }
  }

  private var question: String? {
    guard askingToDiscard, let change = selected else { return nil }
    return "Discard your change to \(RefusedFormat.record(change))? "
      + "What you typed is dropped and the server's version stays. (y/n)"
  }
}
