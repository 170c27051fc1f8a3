import CoreVIPER

/// Leaves the form, telling the screen underneath when an assessment was saved.
@MainActor
final class AssessmentFormRouter: AssessmentFormRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let onSaved: @MainActor () -> Void

  init(navigator: (any Navigating)?, onSaved: @escaping @MainActor () -> Void = {}) {
    self.navigator = navigator
    self.onSaved = onSaved
  }

  func route(to route: AssessmentFormRoute) {
    switch route {
    case .saved(let notice):
      // The screen underneath says what was saved until the next key.
      navigator?.pop(saying: notice)
      onSaved()
    case .cancelled:
      navigator?.pop()
    }
  }
}
