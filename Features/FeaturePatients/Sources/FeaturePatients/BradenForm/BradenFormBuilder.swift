import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the Braden form: the shared question form's view and presenter over the six
/// subscales and the time, saved through LibPatient's Braden command.
@MainActor
enum BradenFormBuilder {
  static func build(
    patientID: Patient.ID,
    library: PatientLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    onSaved: @escaping @MainActor () -> Void = {}
  ) -> Screen {
    let form = BradenForm(
      patientID: patientID,
      interactor: BradenFormInteractor(library: library),
      router: FormExitRouter(navigator: navigator, onSaved: onSaved),
      now: now,
      timeZone: timeZone
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
