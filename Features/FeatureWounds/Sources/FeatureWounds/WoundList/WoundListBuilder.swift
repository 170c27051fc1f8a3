import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the wound list: view, presenter, interactor and router.
@MainActor
enum WoundListBuilder {
  static func build(
    patientID: Patient.ID,
    patientName: String,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    timeZone: TimeZone,
    makeDetail:
      @escaping @MainActor (Wound.ID, _ onSaved: @escaping @MainActor () -> Void) -> Screen,
    makeAssessmentForm:
      @escaping @MainActor (Wound.ID, _ onSaved: @escaping @MainActor () -> Void)
      -> Screen,
    makeWoundForm: @escaping @MainActor (_ onSaved: @escaping @MainActor () -> Void) -> Screen
  ) -> Screen {
    let router = WoundListRouter(
      navigator: navigator,
      makeDetail: makeDetail,
      makeAssessmentForm: makeAssessmentForm,
      makeWoundForm: makeWoundForm
    )
    let presenter = WoundListPresenter(
      patientID: patientID,
      patientName: patientName,
      interactor: WoundListInteractor(library: library),
      router: router,
      timeZone: timeZone
    )
    router.onAssessmentSaved = { [weak presenter] in Task { await presenter?.reload() } }
    return TerminalView(layout: WoundListView(styling: styling), presenter: presenter)
  }
}
