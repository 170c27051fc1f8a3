import CoreTerminal
import CoreVIPER
import Foundation

/// The conflicts screen's state: the conflicting fields, the selection, and what the last
/// choice did.
@MainActor
final class ConflictsPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<ConflictsViewData>)?
  private let interactor: any ConflictsInteracting
  private let router: any ConflictsRouting
  private let timeZone: TimeZone

  private var content = LoadState<[SyncConflictItem]>.loading
  private var selectedIndex = 0
  /// The team's value was chosen for the selected field: waiting for a yes before hers goes.
  private var askingToDropMine = false
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
    case .move(let move): moveSelection(move)
    case .keep(.mine): await resolve(keeping: .mine)
    case .keep(.theirs):
      guard selected != nil else { return }
      askingToDropMine = true
      notice = nil
      display()
    case .confirm:
      guard askingToDropMine else { return }
      askingToDropMine = false
      await resolve(keeping: .theirs)
    case .cancel:
      askingToDropMine = false
      display()
    case .back: router.route(to: .back)
    }
  }

  private var selected: SyncConflictItem? {
    content.value.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
  }

  private func resolve(keeping side: SyncConflictSide) async {
    guard let conflict = selected else { return }
    let subject = Self.subject(conflict)
    do {
      try await interactor.resolve(conflict.id, keep: side)
      notice = .done(
        side == .mine
          ? "\(subject): kept yours; it goes to the server at the next sync."
          : "\(subject): kept the team's value; yours was dropped."
      )
      router.route(to: .resolved)
    } catch {
      notice = .failed("Could not settle \(subject): \(readableMessage(for: error))")
    }
    await load()
  }

  private func load() async {
    do {
      let conflicts = try await interactor.conflicts()
      content = .loaded(conflicts)
      selectedIndex = min(selectedIndex, max(0, conflicts.count - 1))
    } catch {
      content = .failed("Could not read the conflicts: \(readableMessage(for: error))")
    }
    display()
  }

  private func moveSelection(_ move: ListMove) {
    guard case .loaded(let conflicts) = content, !conflicts.isEmpty, !askingToDropMine else {
      return
    }
    selectedIndex = move.index(from: selectedIndex, count: conflicts.count)
    notice = nil
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: ConflictsViewData {
    .showing(
      content,
      counted: { $0 == 1 ? "1 field" : "\($0) fields" },
      empty: "No conflicts: no field waits for your choice.",
      row: row,
      selectedIndex: selectedIndex,
      question: question,
      notice: notice
    )
  }

  private var question: String? {
    guard askingToDropMine, let conflict = selected else { return nil }
    return "\(Self.subject(conflict)): keep the team's value and drop yours "
      + "(\(Self.value(conflict.mine)))? (y/n)"
  }

  private func row(_ conflict: SyncConflictItem) -> ConflictsViewData.Row {
    ConflictsViewData.Row(
      id: conflict.id,
      patient: RecordWords.patient(conflict.name),
      record: RecordWords.record(conflict.recordType, conflict.name),
      field: RecordWords.field(conflict.field),
      subject: Self.subject(conflict),
      mine: Self.value(conflict.mine),
      theirs: Self.value(conflict.theirs),
      found: SyncTime.text(conflict.createdAt, in: timeZone)
    )
  }

  /// "Phone of Dupont, Marie".
  private static func subject(_ conflict: SyncConflictItem) -> String {
    let record = RecordWords.title(conflict.recordType, id: conflict.recordID, conflict.name)
    return "\(RecordWords.field(conflict.field)) of \(record)"
  }

  private static func value(_ text: String) -> String {
    text.isEmpty ? SyncText.none : text.visibleControls(whitespace: .asPictures)
  }
}
