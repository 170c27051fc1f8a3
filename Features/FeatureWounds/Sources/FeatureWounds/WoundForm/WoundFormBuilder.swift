import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the new-wound form; its view is the shared question form.
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
    let presenter = WoundFormPresenter(
      patientID: patientID,
      interactor: WoundFormInteractor(library: library),
      router: WoundFormRouter(navigator: navigator, onSaved: onSaved),
      today: today,
      makeID: makeID
    )
    let view = TerminalView<QuestionFormView, WoundFormPresenter>(
      layout: QuestionFormView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
