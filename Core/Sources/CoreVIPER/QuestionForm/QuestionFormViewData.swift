/// A form that asks one question at a time (a patient, a new wound, an assessment), ready to
/// print: the answers so far, then the question being typed or the summary to check.
public struct QuestionFormViewData: Equatable, Sendable {
  /// What the form shows under its answers.
  public enum Content: Equatable, Sendable {
    /// The form waits for what it starts from (the patient to edit, the wound to assess).
    case loading
    /// The form cannot be filled in; the message says why.
    case failed(message: String)
    case asking(Question)
    /// Every answer is in (or, for an edit, given from the start): the summary, with the
    /// answer at `selected` (an index in `answered`) picked for Enter to edit, or its Save
    /// line when nil (Enter saves, as `s` does anywhere); Esc cancels.
    case confirming(selected: Int?)
    case saving
  }

  /// The question being answered and what is typed so far.
  public struct Question: Equatable, Sendable {
    /// "Tissue %".
    public var label: String
    /// "e.g. granulation=70, slough=30; sums to 100".
    public var hint: String
    /// What the nurse has typed (or the value kept from the record or the last visit).
    public var draft: String
    /// Where the cursor stands: how many characters of `draft` are before it.
    public var cursor: Int
    /// True for a text that holds lines (an address, notes): a line break in `draft` starts
    /// a new line on screen instead of showing as a symbol.
    public var holdsLines: Bool
    /// The values the answer must be one of, listed and numbered under the question (typing
    /// a number answers with its value); empty for a free answer.
    public var choices: [String]
    /// What is typed for each choice (a body map's letters); empty for their numbers.
    public var choiceKeys: [String]
    /// A drawing under the question, the choices beside it (a body map); empty for none.
    public var picture: [String]
    /// True while `draft` is last visit's value, untouched: the view says so, so that a
    /// nurse never takes it for something she typed today.
    public var fromLastVisit: Bool
    /// "6 of 14".
    public var position: String
    /// Whether a previous question can be gone back to (not on the first one, nor while
    /// one answer is edited from the summary).
    public var canGoBack: Bool
    /// True while the answer is edited from the summary: Enter and Esc both return there.
    public var returnsToSummary: Bool

    /// A question; `cursor` nil puts the cursor at the end of `draft`.
    public init(
      label: String,
      hint: String,
      draft: String,
      cursor: Int? = nil,
      holdsLines: Bool = false,
      choices: [String] = [],
      choiceKeys: [String] = [],
      picture: [String] = [],
      fromLastVisit: Bool = false,
      position: String,
      canGoBack: Bool = false,
      returnsToSummary: Bool = false
    ) {
      self.label = label
      self.hint = hint
      self.draft = draft
      self.cursor = cursor ?? draft.count
      self.holdsLines = holdsLines
      self.choices = choices
      self.choiceKeys = choiceKeys
      self.picture = picture
      self.fromLastVisit = fromLastVisit
      self.position = position
      self.canGoBack = canGoBack
      self.returnsToSummary = returnsToSummary
    }
  }

  /// One answer (or a computed fact such as an area) as the form lists it.
  public struct Field: Equatable, Sendable {
    /// "Birth date", "Area".
    public var label: String
    /// The answer as printed ("1942-05-14", "—" for none); may hold line breaks.
    public var value: String

    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// "Assess Venous leg ulcer · left lower leg", "New wound".
  public var title: String
  public var content: Content
  /// The answers above the question; on the summary, every answer and the computed facts.
  public var answered: [Field]
  /// Why the last answer or save was refused, naming the field.
  public var problem: String?
  /// True while "Discard these answers?" waits for y or n: Esc was pressed after an answer
  /// was given, and a form of sixteen answers is not thrown away by one key.
  public var confirmingDiscard: Bool

  /// A form's state to print; `answered` and `problem` are often left out.
  public init(
    title: String,
    content: Content,
    answered: [Field] = [],
    problem: String? = nil,
    confirmingDiscard: Bool = false
  ) {
    self.title = title
    self.content = content
    self.answered = answered
    self.problem = problem
    self.confirmingDiscard = confirmingDiscard
  }

  /// True while a question is being typed: printable keys are text then.
  public var isAsking: Bool {
    if case .asking = content { return true }
    return false
  }

  /// A form still loading, titled `title`.
  public static func loading(title: String) -> QuestionFormViewData {
    QuestionFormViewData(title: title, content: .loading)
  }
}

/// What the nurse did on a question form.
public enum QuestionFormAction: Equatable, Sendable {
  /// A change to the answer being typed (a character, a paste, a cursor move, a deletion).
  case edit(TextEdit)
  /// The answer is complete: check it and go to the next question (or the summary).
  case submit
  /// Back to the previous question, keeping what was typed in this one.
  case back
  /// On the summary: move the selection by this many answers (−1 up, 1 down); the Save line
  /// comes after the last answer.
  case select(by: Int)
  /// On the summary: edit the selected answer, then come back; on the Save line, save.
  case editSelected
  /// Save what the summary shows.
  case save
  /// Leave the form; while an answer is edited from the summary, back to the summary. Once
  /// an answer was given, it asks first ("Discard these answers?").
  case cancel
  /// Yes to "Discard these answers?": the form leaves, nothing written.
  case discard
  /// No to "Discard these answers?": back where she was, every answer kept.
  case keepEditing
}
