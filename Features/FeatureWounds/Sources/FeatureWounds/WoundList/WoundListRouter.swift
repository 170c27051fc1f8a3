import CoreVIPER
import Foundation

/// Sends the nurse from the list to a wound, a new assessment, or back.
@MainActor
final class WoundListRouter: WoundListRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeDetail: @MainActor (UUID) -> Screen
  private let makeAssessmentForm:
    @MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void)
      -> Screen
  /// Called when an assessment started from the list was saved: the list reloads.
  var onAssessmentSaved: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    makeDetail: @escaping @MainActor (UUID) -> Screen,
    makeAssessmentForm:
      @escaping @MainActor (UUID, _ onSaved: @escaping @MainActor () -> Void)
      -> Screen
  ) {
    self.navigator = navigator
    self.makeDetail = makeDetail
    self.makeAssessmentForm = makeAssessmentForm
  }

  func route(to route: WoundListRoute) {
    switch route {
    case .detail(let id): navigator?.push(makeDetail(id))
    case .assess(let id):
      navigator?.push(makeAssessmentForm(id) { [weak self] in self?.onAssessmentSaved?() })
    case .back: navigator?.pop()
    }
  }
}
