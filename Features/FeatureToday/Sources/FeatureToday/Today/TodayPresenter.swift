import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The day's round: loads it, keeps the selection, opens a patient, records a visit.
@MainActor
final class TodayPresenter: ActionHandling {
  weak var view: (any ViewDisplaying<TodayViewData>)?
  private let day: CalendarDate?
  private let interactor: any TodayInteracting
  private let router: any TodayRouting
  private let title: (CalendarDate?) -> String
  /// The keys of the screens the app lets the round open (`Crossing`).
  private let crossings: [KeyHelp]

  private enum Content {
    case loading
    case loaded(DayRound)
    case failed(String)
  }

  private var content = Content.loading
  private var selectedIndex = 0
  /// The patients whose visit she recorded from this screen, badged while they stay due.
  private var visited: Set<UUID> = []
  private var status: String?

  init(
    day: CalendarDate?,
    interactor: any TodayInteracting,
    router: any TodayRouting,
    title: @escaping (CalendarDate?) -> String,
    crossings: [KeyHelp] = []
  ) {
    self.day = day
    self.interactor = interactor
    self.router = router
    self.title = title
    self.crossings = crossings
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
      content = .failed("Could not read the round: \(TodayText.message(for: error))")
    }
    display()
  }

  func handle(_ action: TodayAction) async {
    switch action {
    case .move(let move):
      guard case .loaded(let round) = content, !round.entries.isEmpty else { return }
      selectedIndex = move.index(from: selectedIndex, count: round.entries.count)
      display()
    case .open(let id):
      guard let entry = entry(id) else { return }
      router.route(to: .patient(id, name: TodayText.name(entry)))
    case .markVisited(let id):
      await markVisited(id)
    case .patients: router.route(to: .patients)
    case .crossing(let key):
      if crossings.contains(where: { $0.keys == String(key) }) { router.route(to: .crossing(key)) }
    case .reload: await reload()
    case .back: router.route(to: .back)
    }
  }

  private func markVisited(_ id: UUID) async {
    guard let entry = entry(id) else { return }
    do {
      try await interactor.recordVisit(to: id, dressingsChanged: entry.dressingsDue)
      visited.insert(id)
      status = "Visit to \(TodayText.name(entry)) recorded."
    } catch {
      status = "Could not record the visit: \(TodayText.message(for: error))"
    }
    await reload()
  }

  private func entry(_ id: UUID) -> RoundEntry? {
    guard case .loaded(let round) = content else { return nil }
    return round.entries.first { $0.patientID == id }
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: TodayViewData {
    var data = roundData
    data.crossings = crossings
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
        content: .rows(
          round.entries.enumerated().map {
            TodayText.row($1, position: $0 + 1, visited: visited.contains($1.patientID))
          }
        ),
        selectedIndex: selectedIndex,
        status: status
      )
    }
  }
}
