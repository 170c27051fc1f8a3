import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// The handover screen's state: the scope, what was loaded, the selected patient and what the
/// last mark did.
@MainActor
final class HandoverPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<HandoverViewData>)?
  private let interactor: any HandoverInteracting
  private let router: any HandoverRouting
  private let text: HandoverText
  private var scope: HandoverScope
  private var content = HandoverViewData.Content.loading
  private var selectedIndex = 0
  private var status: String?

  init(
    interactor: any HandoverInteracting,
    router: any HandoverRouting,
    scope: HandoverScope,
    text: HandoverText
  ) {
    self.interactor = interactor
    self.router = router
    self.scope = scope
    self.text = text
  }

  /// Returns once the data is loaded, so once-mode prints real rows.
  func start() async {
    await reload()
  }

  func handle(_ action: HandoverAction) async {
    status = nil
    switch action {
    case .move(let move):
      guard case .patients(let patients) = content else { return }
      selectedIndex = move.index(from: selectedIndex, count: patients.count)
      display()
    case .markSeen(let id):
      guard case .patients(let patients) = content,
        let patient = patients.first(where: { $0.id == id })
      else { return }
      do {
        try await interactor.markSeen(id)
        await reload()
        status = "Marked seen: \(patient.name)"
      } catch {
        status = "Could not mark it seen: \(readableMessage(for: error))"
      }
      display()
    case .toggleScope:
      scope = scope == .round ? .all : .round
      selectedIndex = 0
      await reload()
    case .back:
      router.route(to: .back)
    }
  }

  func reload() async {
    do {
      let patients = try await interactor.load(scope).map(text.patient)
      content = patients.isEmpty ? .empty : .patients(patients)
      selectedIndex = min(selectedIndex, max(0, patients.count - 1))
    } catch {
      content = .failed(message: "Could not read the handover: \(readableMessage(for: error))")
    }
    display()
  }

  var viewData: HandoverViewData {
    var selected: Int?
    if case .patients = content { selected = selectedIndex }
    return HandoverViewData(
      showsAll: scope == .all,
      content: content,
      selectedIndex: selected,
      status: status
    )
  }

  private func display() {
    view?.display(viewData)
  }
}
