import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// A wound's detail: follows the wound as assessments arrive, keeps the selected visit on its
/// assessment (not its row) across refreshes, and starts what the nurse asks: a new or a
/// corrected assessment, healing, closing, or (after a yes) reopening the wound.
@MainActor
final class WoundDetailPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<WoundDetailViewData>)?
  private let id: Wound.ID
  private let interactor: any WoundDetailInteracting
  private let router: any WoundDetailRouting
  private let formatter: WoundDetailFormatter

  private var state = LoadState<WoundHistory>.loading
  /// The assessment the visit panel shows; nil follows the latest.
  private var selectedID: Assessment.ID?
  private var prompt: String?
  private var problem: String?
  private var showsBodyMap = false
  private var observation: ObservationTask?

  init(
    id: Wound.ID,
    interactor: any WoundDetailInteracting,
    router: any WoundDetailRouting,
    charset: ChartCharset,
    timeZone: TimeZone
  ) {
    self.id = id
    self.interactor = interactor
    self.router = router
    self.formatter = WoundDetailFormatter(charset: charset, timeZone: timeZone)
  }

  /// Returns once the wound has been shown (or has failed), then keeps following it.
  func start() async {
    observation = ObservationTask(
      interactor.observeWound(id),
      show: { [weak self] in self?.show($0) },
      failed: { [weak self] in self?.show($0) }
    )
    await observation?.firstShown()
  }

  func handle(_ action: WoundDetailAction) async {
    guard case .loaded(let history) = state else {
      if action == .back { router.route(to: .back) }
      return
    }
    if prompt != nil {
      // A question is on screen: only its answer counts.
      switch action {
      case .confirm: await reopen()
      case .dismiss, .back: prompt = nil
      default: return
      }
      return display()
    }
    problem = nil
    let isOpen = history.wound.status.isOpen
    switch action {
    case .back: router.route(to: .back)
    case .assess where isOpen: router.route(to: .open(.assess(woundID: id, correcting: nil)))
    case .correct where isOpen:
      guard let entry = selectedEntry(history), !entry.isSuperseded else { return }
      router.route(to: .open(.assess(woundID: id, correcting: entry.assessment.id)))
    case .heal where isOpen: router.route(to: .open(.changeStatus(woundID: id, .heal)))
    case .close where isOpen: router.route(to: .open(.changeStatus(woundID: id, .close)))
    case .plan where isOpen: router.route(to: .open(.plan(woundID: id)))
    case .edit: router.route(to: .open(.edit(woundID: id)))
    case .photos: router.route(to: .open(.photos(woundID: id)))
    case .toggleBodyMap:
      showsBodyMap.toggle()
      display()
    case .reopen where !isOpen:
      prompt = "Reopen this wound (\(WoundText.status(history.wound.status)))? y or n"
      display()
    case .select(let offset):
      guard !history.entries.isEmpty else { return }
      let index = selectedIndex(history) ?? history.entries.count - 1
      let next = min(max(0, index + offset), history.entries.count - 1)
      selectedID = history.entries[next].assessment.id
      display()
    default: break
    }
  }

  private func reopen() async {
    prompt = nil
    do {
      try await interactor.reopen(id)
    } catch {
      problem = "Could not reopen the wound: \(readableMessage(for: error))"
    }
  }

  private func selectedIndex(_ history: WoundHistory) -> Int? {
    guard let selectedID else { return history.entries.indices.last }
    return history.entries.firstIndex { $0.assessment.id == selectedID }
      ?? history.entries.indices.last
  }

  private func selectedEntry(_ history: WoundHistory) -> WoundHistory.Entry? {
    selectedIndex(history).map { history.entries[$0] }
  }

  private func show(_ history: WoundHistory) {
    state = .loaded(history)
    display()
  }

  private func show(_ error: Error) {
    if case WoundLookupError.woundNotFound = error {
      state = .failed("No wound with id \(id.uuidString.lowercased()).")
    } else {
      state = .failed("Could not read the wound: \(readableMessage(for: error))")
    }
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: WoundDetailViewData {
    switch state {
    case .loading:
      return .loading
    case .failed(let message):
      return WoundDetailViewData(title: "Wound", status: "", content: .failed(message: message))
    case .loaded(let history):
      let whose = history.patientName.map { "\($0.visibleControls()) · " } ?? ""
      return WoundDetailViewData(
        title: whose + WoundText.title(history.wound),
        status: WoundText.status(history.wound.status),
        content: .loaded(formatter.loaded(history, selected: selectedIndex(history))),
        prompt: prompt,
        problem: problem,
        showsBodyMap: showsBodyMap
      )
    }
  }
}
