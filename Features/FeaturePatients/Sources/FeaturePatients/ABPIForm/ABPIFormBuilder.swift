import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the ABPI form: the shared question form's view and presenter over the time and
/// the pressures, saved through LibPatient's ABPI command.
@MainActor
enum ABPIFormBuilder {
  static func build(
    patientID: Patient.ID,
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
      router: FormExitRouter(navigator: navigator, onSaved: onSaved),
      now: now,
      timeZone: timeZone
    )
    return QuestionFormScreen.make(form, styling: styling)
  }
}
