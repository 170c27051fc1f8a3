import CoreTerminal
import CoreVIPER
import Foundation

/// Closes the visit sheet: tells the round what was saved, then goes back to it.
@MainActor
final class VisitSheetRouter: VisitSheetRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let onSaved: @MainActor (String) -> Void

  init(navigator: (any Navigating)?, onSaved: @escaping @MainActor (String) -> Void) {
    self.navigator = navigator
    self.onSaved = onSaved
  }

  func close(saved: String?) {
    if let saved { onSaved(saved) }
    navigator?.pop()
  }
}

/// Assembles the visit sheet: view, presenter, interactor and router.
@MainActor
enum VisitSheetBuilder {
  static func build(
    patient: VisitSheetPatient,
    interactor: any VisitSheetInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    onSaved: @escaping @MainActor (String) -> Void
  ) -> Screen {
    let router = VisitSheetRouter(navigator: navigator, onSaved: onSaved)
    let presenter = VisitSheetPresenter(
      patient: patient,
      interactor: interactor,
      router: router,
      now: now,
      timeZone: timeZone
    )
    return TerminalView(layout: VisitSheetView(styling: styling), presenter: presenter)
  }
}
