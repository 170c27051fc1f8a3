import CoreVIPER

/// Where a patient's form (her details, a Braden scale, an ABPI) can send the nurse: only away
/// from it, saved or not. One route and one router for the three forms, which leave alike.
@MainActor
protocol FormExitRouting: AnyObject {
  func route(to route: FormExit)
}

/// How a form is left.
enum FormExit: Equatable, Sendable {
  /// Saved: leave, and let the screen underneath show the change and say what was saved.
  case saved(notice: String)
  /// Given up: leave, nothing written.
  case cancelled
}

/// Leaves a form, telling the screen underneath when something was saved.
@MainActor
final class FormExitRouter: FormExitRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let onSaved: @MainActor () -> Void

  init(navigator: (any Navigating)?, onSaved: @escaping @MainActor () -> Void = {}) {
    self.navigator = navigator
    self.onSaved = onSaved
  }

  func route(to route: FormExit) {
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
