import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Leaves the ABPI form, telling the detail underneath when a measurement was saved.
@MainActor
final class ABPIFormRouter: ABPIFormRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let onSaved: @MainActor () -> Void

  init(navigator: (any Navigating)?, onSaved: @escaping @MainActor () -> Void = {}) {
    self.navigator = navigator
    self.onSaved = onSaved
  }

  func route(to route: ABPIFormRoute) {
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

/// Assembles the ABPI form: the shared question form's view and presenter over the time and
/// the pressures, saved through LibPatient's ABPI command.
@MainActor
enum ABPIFormBuilder {
  static func build(
    patientID: UUID,
    library: PatientLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    onSaved: @escaping @MainActor () -> Void = {}
  ) -> Screen {
    let form = ABPIForm(
      patientID: patientID,
      interactor: ABPIFormInteractor(library: library),
      router: ABPIFormRouter(navigator: navigator, onSaved: onSaved),
      now: now,
      timeZone: timeZone
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
