import CoreTerminal
import CoreVIPER

/// A form of this flow as a screen: CoreVIPER's question form view and presenter over it,
/// bound once here for every form (the patient form, the Braden form).
@MainActor
enum FormScreen {
  static func make<Form: QuestionForm>(_ form: Form, styling: Styling) -> Screen {
    let presenter = QuestionFormPresenter(form: form)
    let view = TerminalView<QuestionFormView, QuestionFormPresenter<Form>>(
      layout: QuestionFormView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
