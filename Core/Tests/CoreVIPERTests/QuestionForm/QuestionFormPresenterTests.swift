import CoreTerminal
import CoreVIPER
import Testing

/// Keeps every ViewData the presenter displays.
@MainActor
final class RecordingFormView: ViewDisplaying {
  private(set) var displayed: [QuestionFormViewData] = []
  var last: QuestionFormViewData? { displayed.last }
  func display(_ data: QuestionFormViewData) { displayed.append(data) }
}

@MainActor
struct QuestionFormPresenterTests {
  let view = RecordingFormView()

  func makePresenter(_ form: ContactForm = ContactForm()) -> QuestionFormPresenter<ContactForm> {
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return presenter
  }

  var question: QuestionFormViewData.Question? {
    guard case .asking(let question) = view.last?.content else { return nil }
    return question
  }

  func type(_ presenter: QuestionFormPresenter<ContactForm>, _ text: String) async {
    for character in text { await presenter.handle(.edit(.insert(String(character)))) }
  }

  func answer(_ presenter: QuestionFormPresenter<ContactForm>, _ text: String) async {
    await type(presenter, text)
    await presenter.handle(.submit)
  }

  @Test func aFormWithNothingToLoadAsksAtOnce() async {
    let presenter = makePresenter()
    guard case .asking(let first) = presenter.viewData.content else {
      Issue.record("no first question before start")
      return
    }
    #expect(first.label == "Name" && first.position == "1 of 4" && !first.canGoBack)
    await presenter.start()
    #expect(question?.draft == "")
  }

  @Test func aFormThatLoadsShowsLoadingThenItsFirstQuestionOrWhyNot() async {
    let presenter = makePresenter(ContactForm(needsLoading: true, answers: [.name: "Ana"]))
    #expect(presenter.viewData.content == .loading)
    await presenter.start()
    #expect(view.last?.title == "Edit contact")
    #expect(question?.draft == "Ana" && question?.cursor == 3, "pre-filled, cursor at its end")

    let failing = ContactForm(needsLoading: true)
    failing.loadFailure = "No contact with id 1234."
    await makePresenter(failing).start()
    #expect(view.last?.content == .failed(message: "No contact with id 1234."))
  }

  @Test func editingKeysChangeTheDraftAtTheCursor() async {
    let presenter = makePresenter()
    await presenter.start()
    await type(presenter, "Ana Maria")
    await presenter.handle(.edit(.moveToStart))
    await presenter.handle(.edit(.moveRight))
    await presenter.handle(.edit(.insert("n")))
    #expect(question?.draft == "Anna Maria" && question?.cursor == 2)
    await presenter.handle(.edit(.moveToEnd))
    await presenter.handle(.edit(.deleteWordBackward))
    #expect(question?.draft == "Anna ")
    await presenter.handle(.edit(.moveLeft))
    await presenter.handle(.edit(.deleteToStart))
    #expect(question?.draft == " " && question?.cursor == 0)
    await presenter.handle(.edit(.deleteForward))
    #expect(question?.draft == "")
    await answer(presenter, "Zoé")
    #expect(question?.label == "Address")
  }

  @Test func backGoesToThePreviousQuestionKeepingWhatWasTyped() async {
    let presenter = makePresenter()
    await presenter.start()
    await answer(presenter, "Ana")
    #expect(question?.canGoBack == true)
    await type(presenter, "12 rue")
    await presenter.handle(.back)
    #expect(question?.label == "Name" && question?.draft == "Ana")
    #expect(view.last?.answered == [], "nothing above the first question")
    await presenter.handle(.back)
    #expect(question?.label == "Name", "nothing before the first question")
    await presenter.handle(.edit(.insert("ïs")))
    await presenter.handle(.submit)
    #expect(question?.label == "Address")
    #expect(question?.draft == "12 rue", "what she had typed there is still there")
    #expect(view.last?.answered == [.init(label: "Name", value: "Anaïs")])
  }

  @Test func aRefusedAnswerIsAskedAgainWithWhatWasTyped() async {
    let presenter = makePresenter()
    await presenter.start()
    await answer(presenter, "   ")
    #expect(question?.label == "Name")
    #expect(view.last?.problem == "Name: must not be empty")
    await answer(presenter, "Ana")
    await answer(presenter, "")
    await answer(presenter, "04-78")
    #expect(question?.draft == "04-78")
    #expect(view.last?.problem == "Phone: \"04-78\" is not a phone number")
    await presenter.handle(.back)
    #expect(view.last?.problem == nil, "the problem belonged to the question left")
  }

  @Test func aPastedTwoLineAddressStaysInItsField() async {
    let presenter = makePresenter()
    await presenter.start()
    await presenter.handle(.edit(.insert("Ana\nBel")))
    #expect(question?.draft == "Ana Bel", "a one-line field turns line breaks into spaces")
    await presenter.handle(.submit)
    await presenter.handle(.edit(.insert("12 rue des Lilas\n69003 Lyon\n")))
    #expect(question?.label == "Address" && question?.holdsLines == true)
    #expect(question?.draft == "12 rue des Lilas\n69003 Lyon\n")
    await presenter.handle(.submit)
    #expect(question?.label == "Phone", "the paste never reached the next field")
    #expect(question?.draft == "")
    #expect(
      view.last?.answered.last == .init(label: "Address", value: "12 rue des Lilas\n69003 Lyon")
    )
  }

  @Test func controlCharactersInAPasteAreRefusedByTheFieldsRule() async {
    let form = ContactForm()
    let presenter = makePresenter(form)
    await presenter.start()
    await presenter.handle(.edit(.insert("Ana\u{1B}[2J")))
    await presenter.handle(.submit)
    #expect(question?.label == "Name")
    #expect(view.last?.problem == "Name: holds a control character (␛); remove it")
    await presenter.handle(.edit(.deleteToStart))
    await answer(presenter, "Ana")
    #expect(question?.label == "Address")
    await presenter.handle(.edit(.insert("12 rue\t\u{202E}A")))
    await presenter.handle(.submit)
    #expect(view.last?.problem == "Address: holds a bidirectional override; remove it")
    #expect(form.answer(.address) == "", "nothing refused is kept")
  }

  @Test func theSummaryPicksAnAnswerToEditThenComesBack() async {
    let form = ContactForm()
    let presenter = makePresenter(form)
    await presenter.start()
    for text in ["Ana", "", "0478", ""] { await answer(presenter, text) }
    #expect(view.last?.content == .confirming(selected: nil), "the Save line: Enter saves")
    #expect(view.last?.answered.map(\.label) == ["Name", "Address", "Phone", "Letters"])
    await presenter.handle(.select(by: -1))
    #expect(view.last?.content == .confirming(selected: 2), "the facts cannot be picked")
    await presenter.handle(.select(by: 5))
    #expect(view.last?.content == .confirming(selected: nil))
    await presenter.handle(.select(by: -9))
    await presenter.handle(.select(by: 1))
    await presenter.handle(.editSelected)
    #expect(question?.label == "Address" && question?.returnsToSummary == true)
    #expect(question?.canGoBack == false)
    #expect(view.last?.answered.map(\.label) == ["Name", "Phone"])
    await answer(presenter, "Lyon")
    #expect(view.last?.content == .confirming(selected: 1))
    #expect(view.last?.answered[1] == .init(label: "Address", value: "Lyon"))

    await presenter.handle(.editSelected)
    await presenter.handle(.edit(.deleteToStart))
    await presenter.handle(.cancel)
    #expect(view.last?.content == .confirming(selected: 1), "Esc undoes that edit only")
    #expect(form.answer(.address) == "Lyon")
    #expect(form.cancelCount == 0)
    await presenter.handle(.save)
    #expect(form.saved.last?[.address] == "Lyon")
  }

  @Test func anAnswerEditedFromTheSummaryCanChangeTheQuestions() async {
    let presenter = makePresenter()
    await presenter.start()
    for text in ["Ana", "", "", "a note"] { await answer(presenter, text) }
    #expect(view.last?.answered.map(\.label) == ["Name", "Address", "Phone", "Note", "Letters"])
    await presenter.handle(.select(by: -2))
    await presenter.handle(.editSelected)
    await answer(presenter, "0478")
    #expect(view.last?.answered.map(\.label) == ["Name", "Address", "Phone", "Letters"])
  }

  @Test func aRefusalOnSaveAsksThatFieldThenReturnsToTheSummary() async {
    let form = ContactForm()
    form.saveResults = [.refused(field: .phone, message: "phone: is too long")]
    let presenter = makePresenter(form)
    await presenter.start()
    for text in ["Ana", "", "0478"] { await answer(presenter, text) }
    await presenter.handle(.save)
    #expect(question?.label == "Phone" && question?.draft == "0478")
    #expect(view.last?.problem == "phone: is too long")
    await presenter.handle(.edit(.deleteBackward))
    await presenter.handle(.submit)
    #expect(view.last?.content == .confirming(selected: 2))
    await presenter.handle(.save)
    #expect(form.saved.map { $0[.phone] } == ["0478", "047"])
    #expect(view.last?.content == .saving, "saved: the form has left")
  }

  @Test func aRefusalNamingNoQuestionStaysOnTheSummary() async {
    let form = ContactForm()
    form.saveResults = [.refused(field: nil, message: "Could not save: disk I/O error")]
    let presenter = makePresenter(form)
    await presenter.start()
    for text in ["Ana", "", "0478"] { await answer(presenter, text) }
    await presenter.handle(.select(by: -2))
    await presenter.handle(.save)
    #expect(view.last?.content == .confirming(selected: 1))
    #expect(view.last?.problem == "Could not save: disk I/O error")
  }

  @Test func lastVisitsValueIsMarkedUntilChanged() async {
    let form = ContactForm(answers: [.address: "12 rue des Lilas"], lastVisit: [.address])
    let presenter = makePresenter(form)
    await presenter.start()
    await answer(presenter, "Ana")
    #expect(question?.fromLastVisit == true)
    await presenter.handle(.edit(.insert("!")))
    #expect(question?.fromLastVisit == false, "once changed it is hers")
    await presenter.handle(.edit(.deleteBackward))
    #expect(question?.fromLastVisit == true)
    await presenter.handle(.submit)
    await presenter.handle(.back)
    #expect(question?.fromLastVisit == false, "kept with Enter: confirmed today")
  }

  @Test func escLeavesAnUntouchedFormAtOnce() async {
    let form = ContactForm()
    let presenter = makePresenter(form)
    await presenter.start()
    await presenter.handle(.cancel)
    #expect(form.cancelCount == 1)
    #expect(view.last?.confirmingDiscard != true)
  }

  /// A sixteen-answer assessment is not lost to one key: once anything was typed, Esc asks.
  @Test func escAsksBeforeThrowingAnswersAwayAndNoKeepsThemAll() async {
    let form = ContactForm()
    let presenter = makePresenter(form)
    await presenter.start()
    await type(presenter, "An")
    await presenter.handle(.cancel)
    #expect(form.cancelCount == 0)
    #expect(view.last?.confirmingDiscard == true)
    await presenter.handle(.edit(.insert("x")))
    #expect(question?.draft == "An", "nothing but y or n counts while it asks")
    await presenter.handle(.keepEditing)
    #expect(view.last?.confirmingDiscard == false && question?.draft == "An")
    await presenter.handle(.submit)
    await presenter.handle(.cancel)
    await presenter.handle(.cancel)
    #expect(view.last?.confirmingDiscard == false, "Esc again keeps the answers")
    #expect(form.answer(.name) == "An" && form.cancelCount == 0)
    await presenter.handle(.cancel)
    await presenter.handle(.discard)
    #expect(form.cancelCount == 1)
    #expect(form.saved.isEmpty)
  }

  @Test func escOnTheSummaryAsksToo() async {
    let form = ContactForm()
    let presenter = makePresenter(form)
    await presenter.start()
    for text in ["Ana", "0102", "", ""] { await answer(presenter, text) }
    guard case .confirming = view.last?.content else {
      Issue.record("not on the summary: \(String(describing: view.last))")
      return
    }
    await presenter.handle(.cancel)
    #expect(view.last?.confirmingDiscard == true && form.cancelCount == 0)
    await presenter.handle(.discard)
    #expect(form.cancelCount == 1 && form.saved.isEmpty)
  }

  /// Issue 27, item 7: changing a phone took 28 keys through every question. An edit opens on
  /// its summary: pick the answer, edit it, back to the summary, save.
  @Test func anEditOpensOnItsSummaryAndChangesOneAnswerInAHandfulOfKeys() async {
    let form = ContactForm(
      needsLoading: true,
      answers: [.name: "Ana", .address: "Lyon", .phone: "0478"]
    )
    form.opensOnSummary = true
    let presenter = makePresenter(form)
    await presenter.start()
    #expect(view.last?.content == .confirming(selected: 0), "every answer listed, the first picked")
    #expect(view.last?.answered.map(\.value) == ["Ana", "Lyon", "0478", "3"])
    await presenter.handle(.select(by: 2))
    await presenter.handle(.editSelected)
    #expect(question?.label == "Phone" && question?.draft == "0478")
    #expect(question?.returnsToSummary == true)
    await presenter.handle(.edit(.deleteToStart))
    await answer(presenter, "0102")
    #expect(view.last?.content == .confirming(selected: 2), "back on the answer just edited")
    #expect(presenter.changedFields == [.phone])
    await presenter.handle(.save)
    #expect(form.saved.last?[.phone] == "0102")
    #expect(form.changedAtSave == [[.phone]])
  }

  @Test func enterOnTheSaveLineSaves() async {
    let form = ContactForm(needsLoading: true, answers: [.name: "Ana", .phone: "0478"])
    form.opensOnSummary = true
    let presenter = makePresenter(form)
    await presenter.start()
    await presenter.handle(.select(by: 9))
    #expect(view.last?.content == .confirming(selected: nil))
    await presenter.handle(.editSelected)
    #expect(form.saved.count == 1 && form.changedAtSave == [[]])
  }

  @Test func escOnAnEditLeavesAtOnceUntilAnAnswerChanges() async {
    let form = ContactForm(needsLoading: true, answers: [.name: "Ana", .phone: "0478"])
    form.opensOnSummary = true
    let presenter = makePresenter(form)
    await presenter.start()
    await presenter.handle(.editSelected)
    await presenter.handle(.submit)
    await presenter.handle(.cancel)
    #expect(form.cancelCount == 1, "an answer kept as it was is no change to lose")

    let changed = ContactForm(needsLoading: true, answers: [.name: "Ana", .phone: "0478"])
    changed.opensOnSummary = true
    let editing = makePresenter(changed)
    await editing.start()
    await editing.handle(.editSelected)
    await answer(editing, "s")
    await editing.handle(.cancel)
    #expect(view.last?.confirmingDiscard == true && changed.cancelCount == 0)
  }
}
