import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles a patient's detail: view, presenter, interactor and router.
@MainActor
enum PatientDetailBuilder {
  static func build(
    id: Patient.ID,
    library: PatientLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    today: @escaping () -> CalendarDate,
    timeZone: TimeZone,
    makeEditForm:
      @escaping @MainActor (Patient.ID, _ onSaved: @escaping @MainActor () -> Void) -> Screen,
    wounds: PatientWoundRoutes? = nil,
    makeMessages: (@MainActor (Patient.ID, String) -> Screen)? = nil,
    makeRecordForm: RecordFormMaker? = nil
  ) -> Screen {
    let router = PatientDetailRouter(
      navigator: navigator,
      makeEditForm: makeEditForm,
      makeWounds: wounds?.open,
      makeMessages: makeMessages,
      makeRecordForm: makeRecordForm
    )
    let presenter = PatientDetailPresenter(
      id: id,
      interactor: PatientDetailInteractor(library: library, woundLines: wounds?.lines),
      router: router,
      today: today,
      timeZone: timeZone,
      opensWounds: wounds != nil,
      opensMessages: makeMessages != nil
    )
    // Weak: the router must not keep its own presenter alive.
    router.onPatientEdited = { [weak presenter] in
      Task { await presenter?.reload() }
    }
    router.onWoundsLeft = { [weak presenter] in
      Task { await presenter?.reload() }
    }
    return TerminalView(layout: PatientDetailView(styling: styling), presenter: presenter)
  }
}
