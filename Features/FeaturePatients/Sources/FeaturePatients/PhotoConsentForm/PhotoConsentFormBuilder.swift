import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the photo consent form: the shared question form's view and presenter over the
/// answer, its scope, who gave it and the day, saved through LibPatient.
@MainActor
enum PhotoConsentFormBuilder {
  static func build(
    patientID: Patient.ID,
    library: PatientLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    today: @escaping () -> CalendarDate,
    onSaved: @escaping @MainActor () -> Void = {}
  ) -> Screen {
    let form = PhotoConsentForm(
      patientID: patientID,
      interactor: PhotoConsentFormInteractor(library: library),
      router: FormExitRouter(navigator: navigator, onSaved: onSaved),
      today: today
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
