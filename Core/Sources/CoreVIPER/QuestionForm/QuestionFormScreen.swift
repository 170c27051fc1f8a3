import CoreTerminal

/// The screen of a question form: the one `QuestionFormView` bound to a
/// `QuestionFormPresenter` over `form`, the builder of every form, so a form is its questions
/// and interactor, never a copy of the wiring.
@MainActor
public enum QuestionFormScreen {
  /// A screen asking `form`'s questions, drawn with `styling`; the Navigator owns it, it
  /// owns the presenter, the presenter the form.
  public static func make<Form: QuestionForm>(_ form: Form, styling: Styling) -> any Screen {
    let presenter = QuestionFormPresenter(form: form)
    return TerminalView(layout: QuestionFormView(styling: styling), presenter: presenter)
  }

  /// The builder of every form: the screen of the form `form` makes around the one form router,
  /// which pops it off `navigator` and runs `onSaved` after a save (so the screen underneath can
  /// read again what changed).
  ///
  /// ```swift
  /// QuestionFormScreen.make(navigator: navigator, styling: styling) { router in
  ///   BradenForm(patientID: id, interactor: BradenFormInteractor(library: library), router: router, …)
  /// }
  /// ```
  public static func make<Form: QuestionForm>(
    navigator: (any Navigating)?,
    styling: Styling,
    onSaved: @escaping @MainActor () -> Void = {},
    _ form: (FormExitRouter) -> Form
  ) -> any Screen {
    make(form(FormExitRouter(navigator: navigator, onSaved: onSaved)), styling: styling)
  }
}
