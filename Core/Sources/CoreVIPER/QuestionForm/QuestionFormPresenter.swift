/// The presenter of every question form: asks one question at a time, with the line editing,
/// paste, going back, summary, editing from the summary and asking again of each form alike.
/// An edit or a correction (`QuestionForm.opensOnSummary`) opens on the summary instead: the
/// nurse picks the answer to change, edits it, and saves.
///
/// What differs between forms (the questions, their rules, loading and saving) is the
/// `Form`'s. The presenter holds the form; the form holds its interactor and router.
@MainActor
public final class QuestionFormPresenter<Form: QuestionForm>: ViewPresenting {
  /// Where the form stands; read by the view data (QuestionFormPresenter+ViewData.swift).
  enum Step: Equatable {
    case loading
    case failed(String)
    case asking(Form.Field)
    /// The summary, with `selected` picked: an answer, or nil for its Save line.
    case confirming(selected: Form.Field?)
    case saving
  }

  /// Weak: the screen owns the presenter, not the other way round.
  public weak var view: (any ViewDisplaying<QuestionFormViewData>)?
  /// The form's questions, rules and storage.
  public let form: Form

  private(set) var step: Step
  private(set) var editor = EditableText()
  /// Why the last answer or save was refused, shown until the next attempt.
  private(set) var problem: String?
  /// Set while one answer is edited from the summary (picked there, or refused on save):
  /// Enter and Esc both return to the summary.
  private(set) var returnsToSummary = false
  /// What was typed in a question left with ↑ before Enter: shown again when she comes back.
  private var unsubmitted: [Form.Field: String] = [:]
  /// True once an answer was given (or typed and not yet submitted): leaving then asks first.
  /// A form opened on its summary counts only the answers that changed.
  private var hasAnswers = false
  /// Every answer as the form started (after loading): what an edit changed is read against it.
  private var initial: [Form.Field: String] = [:]
  /// True while "Discard these answers?" waits for y or n.
  private(set) var confirmingDiscard = false

  /// A presenter of `form`: its first question at once when it has nothing to load.
  public init(form: Form) {
    self.form = form
    self.step = .loading
    // Nothing to load: the first question shows at once, without a loading flash.
    guard !form.needsLoading else { return }
    initial = startingAnswers
    if form.opensOnSummary {
      step = .confirming(selected: form.fields.first)
    } else if let first = form.fields.first {
      step = .asking(first)
      editor = EditableText(form.answer(first))
    }
  }

  /// Loads what the form starts from, then asks its first question, or shows the summary of
  /// an edit (or says why it cannot).
  public func start() async {
    if form.needsLoading {
      if let failure = await form.load() {
        step = .failed(failure)
        return display()
      }
      initial = startingAnswers
    }
    guard let first = form.fields.first else { return review(selecting: nil) }
    if form.opensOnSummary { return review(selecting: first) }
    ask(first)
  }

  /// The questions whose answer differs from the one the form started with, in order.
  public var changedFields: [Form.Field] {
    form.fields.filter { form.answer($0) != initial[$0, default: ""] }
  }

  private var startingAnswers: [Form.Field: String] {
    Dictionary(form.fields.map { ($0, form.answer($0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Applies what the nurse did; an action that means nothing in this step is ignored.
  public func handle(_ action: QuestionFormAction) async {
    if confirmingDiscard {
      return answerDiscard(action)
    }
    switch (action, step) {
    case (.edit(let edit), .asking(let field)):
      if case .insert(let text) = edit {
        let holdsLines = form.holdsLines(field)
        editor.apply(.insert(QuestionFormText.insertable(text, holdsLines: holdsLines)))
      } else {
        editor.apply(edit)
      }
      display()
    case (.submit, .asking(let field)):
      submit(field)
    case (.back, .asking(let field)):
      goBack(from: field)
    case (.select(let offset), .confirming(let selected)):
      // The answers, then the Save line (nil) after the last one.
      let fields = form.fields
      let index = selected.flatMap { fields.firstIndex(of: $0) } ?? fields.count
      let picked = min(max(0, index + offset), fields.count)
      review(selecting: picked < fields.count ? fields[picked] : nil)
    case (.editSelected, .confirming(let selected?)):
      returnsToSummary = true
      problem = nil
      ask(selected)
    case (.editSelected, .confirming(nil)):
      await save(selected: nil)
    case (.save, .confirming(let selected)):
      await save(selected: selected)
    case (.cancel, .asking(let field)) where returnsToSummary:
      // Esc on an answer picked from the summary undoes that edit only, not the form.
      returnsToSummary = false
      unsubmitted[field] = nil
      problem = nil
      review(selecting: field)
    case (.cancel, .saving):
      break
    case (.cancel, .asking), (.cancel, .confirming):
      guard hasAnswers || isTyping || !unsubmitted.isEmpty || !changedFields.isEmpty else {
        return form.cancel()
      }
      confirmingDiscard = true
      display()
    case (.cancel, _):
      form.cancel()
    default:
      break
    }
  }

  /// Whether the question being asked holds text other than its kept answer.
  private var isTyping: Bool {
    guard case .asking(let field) = step else { return false }
    return editor.text != form.answer(field)
  }

  /// y leaves without saving; n or Esc goes back to where she was; nothing else counts.
  private func answerDiscard(_ action: QuestionFormAction) {
    switch action {
    case .discard:
      confirmingDiscard = false
      form.cancel()
    case .keepEditing, .cancel:
      confirmingDiscard = false
      display()
    default:
      break
    }
  }

  /// Asks `field`, starting from what was typed there before, else its answer: Enter keeps it.
  private func ask(_ field: Form.Field) {
    step = .asking(field)
    editor = EditableText(unsubmitted[field] ?? form.answer(field))
    display()
  }

  /// The summary with `field` picked; nil picks its Save line, so that Enter after the last
  /// question saves.
  private func review(selecting field: Form.Field?) {
    step = .confirming(selected: field.flatMap { form.fields.contains($0) ? $0 : nil })
    display()
  }

  private func submit(_ field: Form.Field) {
    let holdsLines = form.holdsLines(field)
    if let refusal = QuestionFormText.refusal(of: editor.text, holdsLines: holdsLines) {
      problem = "\(form.label(of: field)): \(refusal)"
      return display()
    }
    let typed = QuestionFormText.trimmed(editor.text)
    if form.takesRequest(typed, for: field) {
      problem = nil
      editor = EditableText(form.answer(field))
      return display()
    }
    let keys = form.choiceKeys(of: field)
    let chosen = QuestionFormText.chosen(typed, from: form.choices(of: field), keys: keys)
    problem = form.submit(chosen, for: field)
    guard problem == nil else { return display() }
    // Walking a new record, every answer counts; on an edit's summary, only a change does.
    if !form.opensOnSummary { hasAnswers = true }
    unsubmitted[field] = nil
    if returnsToSummary {
      returnsToSummary = false
      return review(selecting: field)
    }
    // Read the questions again: this answer may have added or removed one.
    let fields = form.fields
    if let index = fields.firstIndex(of: field), index + 1 < fields.count {
      ask(fields[index + 1])
    } else {
      review(selecting: nil)
    }
  }

  private func goBack(from field: Form.Field) {
    let fields = form.fields
    guard !returnsToSummary, let index = fields.firstIndex(of: field), index > 0 else { return }
    if editor.text != form.answer(field) { unsubmitted[field] = editor.text }
    problem = nil
    ask(fields[index - 1])
  }

  private func save(selected: Form.Field?) async {
    step = .saving
    problem = nil
    display()
    switch await form.save(changed: changedFields) {
    case .saved:
      break  // the form has left
    case .refused(let field, let message):
      problem = message
      if let field, form.fields.contains(field) {
        returnsToSummary = true
        ask(field)
      } else {
        review(selecting: selected)
      }
    }
  }

  private func display() {
    view?.display(viewData)
  }
}
