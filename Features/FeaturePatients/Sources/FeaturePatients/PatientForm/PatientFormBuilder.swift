import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the add or edit form: the shared question form's view and presenter over this
/// form's questions, interactor and router.
@MainActor
enum PatientFormBuilder {
  static func build(
    mode: PatientForm.Mode,
    library: PatientLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    today: @escaping () -> CalendarDate,
    onSaved: @escaping @MainActor () -> Void = {}
  ) -> Screen {
    let form = PatientForm(
      mode: mode,
      interactor: PatientFormInteractor(library: library),
      router: FormExitRouter(navigator: navigator, onSaved: onSaved),
      today: today
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
