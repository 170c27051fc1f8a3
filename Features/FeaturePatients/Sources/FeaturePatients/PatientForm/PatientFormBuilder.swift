import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the add or edit form: view, presenter, interactor and router.
@MainActor
enum PatientFormBuilder {
  static func build(
    mode: PatientFormPresenter.Mode,
    library: PatientLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    today: @escaping () -> CalendarDate,
    onSaved: @escaping @MainActor () -> Void = {}
  ) -> Screen {
    let router = PatientFormRouter(navigator: navigator, onSaved: onSaved)
    let presenter = PatientFormPresenter(
      mode: mode,
      interactor: PatientFormInteractor(library: library),
      router: router,
      today: today
    )
    let view = TerminalView<PatientFormView, PatientFormPresenter>(
      layout: PatientFormView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
