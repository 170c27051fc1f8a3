import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// The team's open wounds ranked by concern: loads them, filters by nurse and by reason as the
/// lead asks (LibWound's `CaseloadFilter`), keeps the selection on its wound, opens it.
@MainActor
final class CaseloadPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<CaseloadViewData>)?
  private let interactor: any CaseloadInteracting
  private let router: any WoundOpeningRouting
  private let timeZone: TimeZone

  private var state = LoadState<[CaseloadEntry]>.loading
  private var filter: CaseloadFilter
  private var selectedID: Wound.ID?

  init(
    interactor: any CaseloadInteracting,
    router: any WoundOpeningRouting,
    filter: CaseloadFilter = CaseloadFilter(),
    timeZone: TimeZone
  ) {
    self.interactor = interactor
    self.router = router
    self.filter = filter
    self.timeZone = timeZone
  }

  /// Returns once the caseload is shown (or has failed).
  func start() async {
    await reload()
  }

  /// Reads the caseload again: a wound assessed from here may have moved.
  func reload() async {
    do {
      state = .loaded(try await interactor.caseload())
    } catch {
      state = .failed("Could not read the wounds: \(readableMessage(for: error))")
    }
    view?.display(viewData)
  }

  func handle(_ action: CaseloadAction) async {
    guard case .loaded(let entries) = state else {
      if action == .back { router.route(to: .back) }
      return
    }
    let shown = entries.filter(filter.admits)
    let index = selectedIndex(shown)
    switch action {
    case .back: return router.route(to: .back)
    case .move(let move):
      guard let index else { return }
      selectedID = shown[move.index(from: index, count: shown.count)].id
    case .open:
      if let index { router.route(to: .wound(shown[index].id)) }
      return
    case .nextNurse: filter.nurse = Self.next(after: filter.nurse, in: Self.nurses(entries))
    case .nextReason: filter.reasons = Self.next(after: filter.reasons)
    case .clearFilter: filter = CaseloadFilter()
    }
    view?.display(viewData)
  }

  var viewData: CaseloadViewData {
    switch state {
    case .loading: return .loading
    case .failed(let message): return CaseloadViewData(content: .failed(message: message))
    case .loaded(let entries):
      let shown = entries.filter(filter.admits)
      let words = Self.words(filter)
      guard let selected = selectedIndex(shown) else {
        return entries.isEmpty
          ? CaseloadViewData(
            content: .empty(message: "No open wound in the team's store."),
            filter: nil
          )
          : CaseloadViewData(
            content: .empty(message: "No open wound matches. x shows every wound."),
            filter: words
          )
      }
      return CaseloadViewData(
        content: .rows(shown.map(row)),
        selectedIndex: selected,
        filter: words
      )
    }
  }

  private func selectedIndex(_ shown: [CaseloadEntry]) -> Int? {
    guard !shown.isEmpty else { return nil }
    return shown.firstIndex { $0.id == selectedID } ?? 0
  }

  private func row(_ entry: CaseloadEntry) -> CaseloadViewData.Row {
    // A visit missed yesterday shows beside the reasons; it ranks nothing.
    let labels = entry.reasons.map(\.label) + (entry.missedVisit == nil ? [] : ["missed visit"])
    return CaseloadViewData.Row(
      patient: "\(entry.familyName), \(entry.givenName)".visibleControls(),
      wound: WoundText.title(entry.wound),
      nurse: entry.nurse?.visibleControls() ?? "—",
      lastAssessed: entry.lastAssessedAt.map { WoundText.day($0, in: timeZone) } ?? "never",
      why: labels.isEmpty ? "—" : labels.joined(separator: ", "),
      words: entry.words.isEmpty
        ? "nothing calls for attention" : entry.words.joined(separator: "; ")
    )
  }

  /// "nurse anna · overdue, no-plan", or "all wounds".
  static func words(_ filter: CaseloadFilter) -> String {
    var parts: [String] = []
    if let nurse = filter.nurse { parts.append("nurse \(nurse.visibleControls())") }
    let reasons = CaseloadReason.allCases.filter(filter.reasons.contains).map(\.rawValue)
    if !reasons.isEmpty { parts.append(reasons.joined(separator: ", ")) }
    return parts.isEmpty ? "all wounds" : parts.joined(separator: " · ")
  }

  /// The nurses of the caseload, each once whatever its case, in alphabetical order.
  static func nurses(_ entries: [CaseloadEntry]) -> [String] {
    var seen: [String: String] = [:]
    for name in entries.compactMap(\.nurse) where seen[name.lowercased()] == nil {
      seen[name.lowercased()] = name
    }
    return seen.keys.sorted().compactMap { seen[$0] }
  }

  /// The nurse after `current` in `nurses`; nil (every nurse) after the last.
  static func next(after current: String?, in nurses: [String]) -> String? {
    guard let current else { return nurses.first }
    let index = nurses.firstIndex { $0.lowercased() == current.lowercased() }
    guard let index, index + 1 < nurses.count else { return nil }
    return nurses[index + 1]
  }

  /// The reason after the one kept, in the ranking's order; none (every reason) after the last
  /// or after several.
  static func next(after current: Set<CaseloadReason>) -> Set<CaseloadReason> {
    let all = CaseloadReason.allCases
    guard !current.isEmpty else { return [all[0]] }
    guard current.count == 1, let index = all.firstIndex(of: current.first!), index + 1 < all.count
    else { return [] }
    return [all[index + 1]]
  }
}
