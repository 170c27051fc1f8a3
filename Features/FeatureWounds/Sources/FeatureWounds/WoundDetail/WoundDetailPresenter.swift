import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// A wound's detail: follows the wound as assessments arrive, starts a new assessment.
@MainActor
final class WoundDetailPresenter: ActionHandling {
  weak var view: (any ViewDisplaying<WoundDetailViewData>)?
  private let id: UUID
  private let interactor: any WoundDetailInteracting
  private let router: any WoundDetailRouting
  private let formatter: WoundDetailFormatter

  private enum State {
    case loading
    case loaded(WoundHistory)
    case failed(String)
  }

  private var state = State.loading
  private var observation: ObservationTask?

  init(
    id: UUID,
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
    let stream = interactor.observeWound(id)
    // Finished (never yielded to) once the first wound or error has been shown.
    let firstValue = AsyncStream<Void>.makeStream()
    observation = ObservationTask(
      Task { [weak self] in
        do {
          for try await history in stream {
            if Task.isCancelled { break }
            self?.show(history)
            firstValue.continuation.finish()
          }
        } catch is CancellationError {
        } catch {
          self?.show(error)
        }
        firstValue.continuation.finish()
      }
    )
    for await _ in firstValue.stream {}
  }

  func handle(_ action: WoundDetailAction) async {
    switch action {
    case .back:
      router.route(to: .back)
    case .assess:
      guard case .loaded(let history) = state, history.wound.status.isOpen else { return }
      router.route(to: .assess(id))
    }
  }

  private func show(_ history: WoundHistory) {
    state = .loaded(history)
    display()
  }

  private func show(_ error: Error) {
    if case WoundLookupError.woundNotFound = error {
      state = .failed("No wound with id \(id.uuidString.lowercased()).")
    } else {
      state = .failed("Could not read the wound: \(WoundText.message(for: error))")
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
      return WoundDetailViewData(
        title: WoundText.title(history.wound),
        status: WoundText.status(history.wound.status),
        content: .loaded(formatter.loaded(history))
      )
    }
  }
}
