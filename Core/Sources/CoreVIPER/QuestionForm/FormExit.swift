/// How a form is left: the one route of every form, which can only send the nurse away from it.
public enum FormExit: Equatable, Sendable {
  /// Saved: leave, and let the screen underneath show the change and say what was saved.
  case saved(notice: String)
  /// Given up: leave, nothing written.
  case cancelled
}

/// Where a form's presenter sends the nurse: only away from the form, saved or not.
@MainActor
public protocol FormExitRouting: AnyObject {
  /// Leaves the form as `route` says.
  func route(to route: FormExit)
}

/// Leaves a form, telling the screen underneath when something was saved: the router of every
/// form of every flow.
@MainActor
public final class FormExitRouter: FormExitRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  public weak var navigator: (any Navigating)?
  private let onSaved: @MainActor () -> Void

  /// A router popping the form off `navigator`; `onSaved` runs after a save, so the screen
  /// underneath can reload what changed.
  public init(navigator: (any Navigating)?, onSaved: @escaping @MainActor () -> Void = {}) {
    self.navigator = navigator
    self.onSaved = onSaved
  }

  public func route(to route: FormExit) {
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

/// A form that leaves through a `FormExitRouting` router, as every form of the app does:
/// giving up leaves it, nothing written, so such a form writes no `cancel()` of its own.
@MainActor
public protocol RoutedQuestionForm: QuestionForm {
  /// Where the form sends the nurse once saved or given up.
  var router: any FormExitRouting { get }
}

extension RoutedQuestionForm {
  public func cancel() {
    router.route(to: .cancelled)
  }
}
