import CoreVIPER
import Foundation
import LibPatient

/// The conflicts screen's state: the open conflicts, the selection, and the side the nurse
/// is asked to confirm.
@MainActor
final class ConflictsPresenter: ActionHandling {
  weak var view: (any ViewDisplaying<ConflictsViewData>)?
  private let interactor: any ConflictsInteracting
  private let router: any ConflictsRouting
  private let timeZone: TimeZone

  private enum Content {
    case loading
    case loaded([PatientConflict])
    case failed(String)
  }

  private var content = Content.loading
  private var selectedIndex = 0
  /// The side `m` or `t` asked for, until the nurse answers y or n.
  private var pendingSide: ConflictResolution?
  private var notice: ConflictsViewData.Notice?

  init(
    interactor: any ConflictsInteracting,
    router: any ConflictsRouting,
    timeZone: TimeZone
  ) {
    self.interactor = interactor
    self.router = router
    self.timeZone = timeZone
  }

  /// Returns once the conflicts are read, so once-mode prints them.
  func start() async {
    display()
    await load()
  }

  func handle(_ action: ConflictsAction) async {
    switch action {
    case .moveUp: moveSelection(by: -1)
    case .moveDown: moveSelection(by: 1)
    case .keep(let side):
      guard selectedConflict != nil else { return }
      pendingSide = side
      notice = nil
      display()
    case .cancel:
      pendingSide = nil
      display()
    case .confirm: await resolve()
    case .back: router.route(to: .back)
    }
  }

  private var selectedConflict: PatientConflict? {
    guard case .loaded(let conflicts) = content, conflicts.indices.contains(selectedIndex)
    else { return nil }
    return conflicts[selectedIndex]
  }

  private func resolve() async {
    guard let side = pendingSide, let conflict = selectedConflict else { return }
    pendingSide = nil
    let name = Self.name(of: conflict.mine)
    do {
      try await interactor.resolve(conflict.id, keep: side)
      notice = .done(
        side == .mine
          ? "Kept your version of \(name); it goes to the server at the next sync."
          : "Kept the server's version of \(name); your change was dropped."
      )
      router.route(to: .resolved)
    } catch {
      notice = .failed("Could not settle the conflict on \(name): \(error)")
    }
    await load()
  }

  private func load() async {
    do {
      let conflicts = try await interactor.conflicts()
      content = .loaded(conflicts)
      selectedIndex = min(selectedIndex, max(0, conflicts.count - 1))
    } catch {
      content = .failed("Could not read the conflicts: \(error)")
    }
    display()
  }

  private func moveSelection(by offset: Int) {
    guard case .loaded(let conflicts) = content, !conflicts.isEmpty, pendingSide == nil
    else { return }
    selectedIndex = min(max(0, selectedIndex + offset), conflicts.count - 1)
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: ConflictsViewData {
    ConflictsViewData(
      countLabel: countLabel,
      content: viewContent,
      selectedIndex: rowCount > 0 ? selectedIndex : nil,
      question: question,
      notice: notice
    )
  }

  private var rowCount: Int {
    if case .loaded(let conflicts) = content { return conflicts.count }
    return 0
  }

  private var countLabel: String {
    guard case .loaded(let conflicts) = content else { return "" }
    return conflicts.count == 1 ? "1 conflict" : "\(conflicts.count) conflicts"
  }

  private var question: String? {
    guard let side = pendingSide, let conflict = selectedConflict else { return nil }
    let name = Self.name(of: conflict.mine)
    return side == .mine
      ? "Keep your version of \(name) over the server's? (y/n)"
      : "Keep the server's version of \(name) and drop yours? (y/n)"
  }

  private var viewContent: ConflictsViewData.Content {
    switch content {
    case .loading: return .loading
    case .failed(let message): return .failed(message: message)
    case .loaded(let conflicts) where conflicts.isEmpty:
      return .empty(message: "No conflicts. Every change of yours reached the server.")
    case .loaded(let conflicts):
      return .conflicts(conflicts.map(row))
    }
  }

  private func row(for conflict: PatientConflict) -> ConflictsViewData.Row {
    ConflictsViewData.Row(
      id: conflict.id,
      name: Self.name(of: conflict.mine),
      refusedAt: SyncTime.text(conflict.createdAt, in: timeZone),
      differences: ConflictDifferences.between(mine: conflict.mine, theirs: conflict.theirs)
    )
  }

  private static func name(of patient: Patient) -> String {
    "\(patient.details.familyName), \(patient.details.givenName)"
  }
}
