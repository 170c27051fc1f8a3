import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The day's round: loads it, keeps the selection, opens a patient, opens the visit sheet,
/// voids a visit recorded by mistake (after asking).
@MainActor
final class TodayPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<TodayViewData>)?
  private let day: CalendarDate?
  private let interactor: any TodayInteracting
  private let router: any TodayRouting
  private let title: (CalendarDate?) -> String
  private let timeZone: TimeZone
  /// The keys of the screens the app lets the round open (`Crossing`).
  private let crossings: [KeyHelp]
  /// Whether `/` opens the patient list's search (the app gave the round the patient flow).
  private let canSearch: Bool

  private var content = LoadState<DayRound>.loading
  private var selectedIndex = 0
  private var status: String?
  /// The visit she asked to void, waiting for y or n, and the patient's name.
  private var voiding: (visit: RoundVisit, name: String)?
  /// Esc or `q` on the home screen: waiting for y (leave the app) or n.
  private var leaving = false
  /// Whether the screen shows the round's supplies in place of its patients (`u`).
  private var showsSupplies: Bool

  init(
    day: CalendarDate?,
    interactor: any TodayInteracting,
    router: any TodayRouting,
    title: @escaping (CalendarDate?) -> String,
    timeZone: TimeZone = .current,
    crossings: [KeyHelp] = [],
    canSearch: Bool = false,
    showsSupplies: Bool = false
  ) {
    self.showsSupplies = showsSupplies
    self.canSearch = canSearch
    self.day = day
    self.interactor = interactor
    self.router = router
    self.title = title
    self.timeZone = timeZone
    self.crossings = crossings
  }

  /// What the visit sheet saved, shown under the round once she is back on it.
  func showSaved(_ message: String) {
    status = message
  }

  /// Returns once the round is loaded, so once-mode prints real rows.
  func start() async {
    await reload()
  }

  /// Reads the round again: at start, on `r`, after a visit and when she comes back.
  func reload() async {
    do {
      let round = try await interactor.round(on: day)
      content = .loaded(round)
      selectedIndex = min(selectedIndex, max(0, round.entries.count - 1))
    } catch {
      content = .failed("Could not read the round: \(readableMessage(for: error))")
    }
    display()
  }

  func handle(_ action: TodayAction) async {
    if leaving {
      guard action == .confirm || action == .decline else { return }
      leaving = false
      return action == .confirm ? router.route(to: .back) : display()
    }
    if let asked = voiding {
      guard action == .confirm || action == .decline else { return }
      voiding = nil
      guard action == .confirm else { return display() }
      return await void(asked.visit, of: asked.name)
    }
    switch action {
    case .move(let move):
      guard case .loaded(let round) = content, !round.entries.isEmpty else { return }
      selectedIndex = move.index(from: selectedIndex, count: round.entries.count)
      display()
    case .open(let id):
      guard let entry = entry(id) else { return }
      router.route(to: .patient(id, name: TodayText.name(entry)))
    case .visit(let id):
      guard let entry = entry(id) else { return }
      status = nil
      router.route(to: .visitSheet(TodayText.sheetPatient(entry)))
    case .void(let id):
      guard let entry = entry(id), let visit = entry.visits.last else { return }
      voiding = (visit, TodayText.name(entry))
      display()
    case .confirm, .decline: return
    case .patients: router.route(to: .patients)
    case .search: if canSearch { router.route(to: .search) }
    case .crossing(let key):
      if crossings.contains(where: { $0.keys == String(key) }) { router.route(to: .crossing(key)) }
    case .reload: await reload()
    case .supplies:
      showsSupplies.toggle()
      display()
    case .handover: router.route(to: .handover)
    case .back:
      // The round is the app's home: leaving it leaves the app, so it asks first.
      leaving = true
      display()
    }
  }

  private func void(_ visit: RoundVisit, of name: String) async {
    do {
      try await interactor.voidVisit(visit.id)
      status =
        "Visit to \(name) \(TodayText.atLine(visit.visitedBy, at: visit.visitedAt, timeZone: timeZone)) voided."
    } catch {
      status = "Could not void the visit: \(readableMessage(for: error))"
    }
    await reload()
  }

  private func entry(_ id: Patient.ID) -> RoundEntry? {
    guard case .loaded(let round) = content else { return nil }
    return round.entries.first { $0.patientID == id }
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: TodayViewData {
    var data = roundData
    data.crossings = crossings
    data.canSearch = canSearch
    if leaving {
      data.question = "Leave nurse? (y/n)"
    } else if let voiding {
      let at = TodayText.atLine(
        voiding.visit.visitedBy,
        at: voiding.visit.visitedAt,
        timeZone: timeZone
      )
      data.question =
        "Void the visit to \(voiding.name) \(at)? It stays, counting for nothing. (y/n)"
    }
    return data
  }

  private var roundData: TodayViewData {
    let title = title(day)
    switch content {
    case .loading:
      return .loading(title: title)
    case .failed(let message):
      return TodayViewData(
        title: title,
        countLabel: "",
        content: .failed(message: message),
        selectedIndex: nil,
        status: status
      )
    case .loaded(let round) where showsSupplies:
      let sections = TodayText.supplies(round.supplies)
      let count = round.supplies.count == 1 ? "1 product" : "\(round.supplies.count) products"
      return TodayViewData(
        title: title,
        countLabel: round.supplies.isEmpty ? "supplies" : "supplies, \(count)",
        content: .rows([]),
        selectedIndex: nil,
        status: status,
        supplies: sections
      )
    case .loaded(let round) where round.entries.isEmpty:
      return TodayViewData(
        title: title,
        countLabel: "0 patients",
        content: .empty(message: "Nothing is due: no dressing, assessment or Braden today."),
        selectedIndex: nil,
        status: status
      )
    case .loaded(let round):
      let count = round.entries.count == 1 ? "1 patient" : "\(round.entries.count) patients"
      return TodayViewData(
        title: title,
        countLabel: round.isSavedOrder ? "\(count), your order" : count,
        content: .rows(round.entries.enumerated().map { TodayText.row($1, position: $0 + 1) }),
        selectedIndex: selectedIndex,
        status: status,
        selectedVisit: round.entries.indices.contains(selectedIndex)
          ? visitLine(round.entries[selectedIndex]) : nil
      )
    }
  }

  /// "Visited at 09:12 by anna", or "Not at home at 09:12 by anna": the selected patient's
  /// last visit of the day and how it ended.
  private func visitLine(_ entry: RoundEntry) -> String? {
    guard let visit = entry.visits.last else { return nil }
    let at = TodayText.atLine(visit.visitedBy, at: visit.visitedAt, timeZone: timeZone)
    let more = entry.visits.count > 1 ? " (\(entry.visits.count) visits)" : ""
    let how = visit.outcome == .done ? "Visited" : visit.outcome.words.capitalizedFirst
    return "\(how) \(at)\(more)"
  }
}

extension String {
  /// "Not at home" for "not at home".
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
