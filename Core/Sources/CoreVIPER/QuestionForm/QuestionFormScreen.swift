import CoreTerminal

/// The screen of a question form: the one `QuestionFormView` bound to a
/// `QuestionFormPresenter` over `form`. Every form's builder ends here, so a form is its
/// questions, interactor and router, never a copy of the wiring.
@MainActor
public enum QuestionFormScreen {
  /// A screen asking `form`'s questions, drawn with `styling`; the Navigator owns it, it
  /// owns the presenter, the presenter the form.
  public static func make<Form: QuestionForm>(_ form: Form, styling: Styling) -> any Screen {
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
