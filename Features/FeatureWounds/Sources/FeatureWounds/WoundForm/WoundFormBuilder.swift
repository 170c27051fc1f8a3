import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the new-wound form: the shared question form's view and presenter over this
/// form's questions, interactor and router.
@MainActor
enum WoundFormBuilder {
  static func build(
    patientID: UUID,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    today: @escaping () -> CalendarDate,
    makeID: @escaping @Sendable () -> UUID,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    let form = WoundForm(
      patientID: patientID,
      interactor: WoundFormInteractor(library: library),
      router: WoundFormRouter(navigator: navigator, onSaved: onSaved),
      today: today,
      makeID: makeID
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
