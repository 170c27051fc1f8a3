import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the care-plan form: the shared question form's view and presenter over this
/// form's questions, interactor and router.
@MainActor
enum WoundPlanFormBuilder {
  static func build(
    woundID: UUID,
    library: WoundLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    let form = WoundPlanForm(
      woundID: woundID,
      interactor: WoundPlanFormInteractor(library: library),
      router: WoundPlanFormRouter(navigator: navigator, onSaved: onSaved)
    )
    let presenter = QuestionFormPresenter(form: form)
    let view = TerminalView<QuestionFormView, QuestionFormPresenter<WoundPlanForm>>(
      layout: QuestionFormView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
