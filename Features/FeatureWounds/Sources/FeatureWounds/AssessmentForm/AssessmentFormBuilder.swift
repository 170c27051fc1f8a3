import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the assessment form: view, presenter, interactor and router.
@MainActor
enum AssessmentFormBuilder {
  static func build(
    woundID: UUID,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping @Sendable () -> Date,
    makeID: @escaping @Sendable () -> UUID,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    let presenter = AssessmentFormPresenter(
      woundID: woundID,
      interactor: AssessmentFormInteractor(library: library),
      router: AssessmentFormRouter(navigator: navigator, onSaved: onSaved),
      now: now,
      makeID: makeID
    )
    let view = TerminalView<QuestionFormView, AssessmentFormPresenter>(
      layout: QuestionFormView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
