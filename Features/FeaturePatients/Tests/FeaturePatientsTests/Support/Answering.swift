import CoreVIPER

/// Replaces the draft with `text`, as a nurse would with Ctrl-U then typing, and submits.
@MainActor
func answer<Form: QuestionForm>(_ presenter: QuestionFormPresenter<Form>, _ text: String) async {
  await presenter.handle(.edit(.moveToEnd))
  await presenter.handle(.edit(.deleteToStart))
  await presenter.handle(.edit(.insert(text)))
  await presenter.handle(.submit)
}
