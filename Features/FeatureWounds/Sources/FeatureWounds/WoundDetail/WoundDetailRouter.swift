import CoreVIPER
import Foundation

/// Sends the nurse from a wound to a new assessment of it, or back.
@MainActor
final class WoundDetailRouter: WoundDetailRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeAssessmentForm: @MainActor (UUID) -> Screen

  init(navigator: (any Navigating)?, makeAssessmentForm: @escaping @MainActor (UUID) -> Screen) {
    self.navigator = navigator
    self.makeAssessmentForm = makeAssessmentForm
  }

  func route(to route: WoundDetailRoute) {
    switch route {
    case .assess(let id): navigator?.push(makeAssessmentForm(id))
    case .back: navigator?.pop()
    }
  }
}
