import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the assessment form: the shared question form's view and presenter over this
/// form's questions, interactor and router.
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
    let form = AssessmentForm(
      woundID: woundID,
      interactor: AssessmentFormInteractor(library: library),
      router: AssessmentFormRouter(navigator: navigator, onSaved: onSaved),
      now: now,
      makeID: makeID
    )
    let presenter = QuestionFormPresenter(form: form)
    let view = TerminalView<QuestionFormView, QuestionFormPresenter<AssessmentForm>>(
      layout: QuestionFormView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
