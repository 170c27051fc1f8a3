import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The patient list's state: the observed patients, the selection and the search line.
@MainActor
final class PatientListPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<PatientListViewData>)?
  private let interactor: any PatientListInteracting
  private let router: any PatientListRouting
  private let today: () -> CalendarDate
  /// Whose rows: the active patients, the archived ones, or all (nil).
  private var status: PatientStatus?

  private var content = LoadState<[PatientSummary]>.loading
  /// The rows of the loaded list, made once per list: a key formats only what is shown.
  private var rows = FormattedRows<PatientListViewData.Row>([])
  private var badges = PatientBadges.none
  private var selectedIndex = 0
  /// The selected patient: after a refresh (a sync, a return from her detail, a search
  /// cleared) the selection stays on her, wherever her row moved, so Enter opens her.
  private var selectedID: Patient.ID?
  private var appliedSearch: String
  /// The search being typed, nil when the nurse is not typing one.
  private var searchDraft: String?
  private var observation: ObservationTask?
  /// The keys of other flows' screens the app provides, with what each opens.
  private let crossings: [KeyHelp]
  private let showsBadges: Bool

  init(
    interactor: any PatientListInteracting,
    router: any PatientListRouting,
    search: String?,
    searching: Bool = false,
    status: PatientStatus?,
    today: @escaping () -> CalendarDate,
    crossings: [KeyHelp] = [],
    showsBadges: Bool = false
  ) {
    self.showsBadges = showsBadges
    self.crossings = crossings
    self.interactor = interactor
    self.router = router
    self.appliedSearch = search ?? ""
    // Opened to find someone: the search line is open, so the keys typed next are the search.
    self.searchDraft = searching ? appliedSearch : nil
    self.status = status
    self.today = today
  }

  /// Returns once the first list has arrived (or failed), so once-mode prints real rows.
  func start() async {
    await observe()
  }

  func handle(_ action: PatientListAction) async {
    switch action {
    case .move(let move): moveSelection(move)
    case .open(let id): router.route(to: .detail(id))
    case .add: router.route(to: .addPatient)
    case .cross(let key):
      if crossings.contains(where: { $0.keys == String(key) }) { router.route(to: .crossing(key)) }
    case .back: router.route(to: .back)
    case .startSearch:
      searchDraft = appliedSearch
      display()
    case .editSearch(let text):
      searchDraft = text
      display()
    case .cancelSearch:
      searchDraft = nil
      display()
    case .applySearch:
      appliedSearch = (searchDraft ?? "").trimmingCharacters(in: .whitespaces)
      searchDraft = nil
      selectedIndex = 0
      selectedID = nil
      await observe()
    case .clearSearch:
      guard !appliedSearch.isEmpty else { return }
      appliedSearch = ""
      await observe()
    case .toggleArchived:
      // Archived patients drop out of lists but are never lost: she finds one among all.
      status = status == .active ? nil : .active
      await observe()
    }
  }

  private func observe() async {
    content = .loading
    display()
    let query = PatientListQuery(
      search: appliedSearch.isEmpty ? nil : appliedSearch,
      status: status
    )
    observation = ObservationTask(
      interactor.observeList(query),
      show: { [weak self] in await self?.show($0) },
      failed: { [weak self] in self?.show($0) }
    )
    await observation?.firstShown()
  }

  /// The rows at once (with the badges last read), then again with fresh badges: the list is
  /// on screen before the other libraries answer. Returns once both are shown.
  private func show(_ summaries: [PatientSummary]) async {
    content = .loaded(summaries)
    rows = Self.rows(summaries, today: today(), badges: badges)
    if let selectedID, let index = summaries.firstIndex(where: { $0.id == selectedID }) {
      selectedIndex = index
    } else {
      selectedIndex = min(selectedIndex, max(0, summaries.count - 1))
    }
    selectedID = summaries.indices.contains(selectedIndex) ? summaries[selectedIndex].id : nil
    display()
    let fresh = await interactor.badges()
    guard fresh != badges, case .loaded(let shown) = content, shown == summaries else { return }
    badges = fresh
    rows = Self.rows(summaries, today: today(), badges: badges)
    display()
  }

  private func show(_ error: Error) {
    content = .failed("Could not read the patients: \(readableMessage(for: error))")
    display()
  }

  private func moveSelection(_ move: ListMove) {
    guard case .loaded(let summaries) = content, !summaries.isEmpty else { return }
    selectedIndex = move.index(from: selectedIndex, count: summaries.count)
    selectedID = summaries[selectedIndex].id
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: PatientListViewData {
    PatientListViewData(
      title: status == .archived
        ? "Archived patients" : status == nil ? "All patients" : "Patients",
      countLabel: countLabel,
      content: viewContent,
      selectedIndex: rowCount > 0 ? selectedIndex : nil,
      showsStatus: status != .active,
      searchText: searchDraft ?? appliedSearch,
      isEditingSearch: searchDraft != nil,
      crossings: crossings,
      // The two columns only when some patient has a badge: a narrow terminal keeps its
      // eight cells for the names otherwise.
      showsBadges: showsBadges && badges != .none
    )
  }

  private var rowCount: Int { content.value?.count ?? 0 }

  private var countLabel: String {
    guard case .loaded(let summaries) = content else { return "" }
    return summaries.count == 1 ? "1 patient" : "\(summaries.count) patients"
  }

  private var viewContent: PatientListViewData.Content {
    switch content {
    case .loading: return .loading
    case .failed(let message): return .failed(message: message)
    case .loaded(let summaries) where summaries.isEmpty:
      let isFirst = appliedSearch.isEmpty && status != .archived
      let hint = "Press a to add one (or run `nurse patient add`)."
      return .empty(message: emptyMessage, hint: isFirst ? hint : nil)
    case .loaded: return .rows(rows)
    }
  }

  private var emptyMessage: String {
    if !appliedSearch.isEmpty { return "No patient matches \"\(appliedSearch)\"." }
    if status == .archived { return "No archived patients." }
    return "No patients yet."
  }

  /// Each row formatted when the view shows it.
  private static func rows(
    _ summaries: [PatientSummary],
    today: CalendarDate,
    badges: PatientBadges
  ) -> FormattedRows<PatientListViewData.Row> {
    FormattedRows(summaries) { summary in
      let unread = badges.unread[summary.id] ?? 0
      return PatientListViewData.Row(
        id: summary.id,
        shortID: PatientText.shortID(summary.id),
        name: PatientText.name(given: summary.givenName, family: summary.familyName),
        birthDateAndAge: PatientText.birthDateAndAge(summary.birthDate, on: today),
        braden: summary.latestBraden.map(PatientText.braden) ?? PatientText.none,
        statusMarker: summary.status == .archived ? "archived" : "",
        unread: unread > 0 ? "✉\(unread)" : "",
        overdue: badges.overdue.contains(summary.id) ? "!" : ""
      )
    }
  }
}
