/// A form that asks one question at a time (the assessment form, the new-wound form), ready
/// to print: the answers so far and the question being asked.
struct QuestionFormViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    case asking(Question)
    /// Every answer is in: the summary waits for Enter (save) or Esc (cancel).
    case confirming
    case saving
  }

  struct Question: Equatable, Sendable {
    /// "Tissue %".
    var label: String
    /// "e.g. granulation=70, slough=30; sums to 100".
    var hint: String
    /// What the nurse has typed (or the value kept from the last assessment).
    var draft: String
    /// True while `draft` is last visit's value, untouched: the view says so, so that a
    /// nurse never takes it for something she typed today.
    var fromLastVisit = false
    /// "6 of 14".
    var position: String
  }

  struct Field: Equatable, Sendable {
    var label: String
    var value: String
  }

  /// "Assess Venous leg ulcer · left lower leg", "New wound".
  var title: String
  var content: Content
  /// The answers above the question; on the summary, every answer and the computed scores.
  var answered: [Field]
  /// Why the last answer or save was refused, naming the field.
  var problem: String?

  var isAsking: Bool {
    if case .asking = content { return true }
    return false
  }

  static let loading = QuestionFormViewData(
    title: "New assessment",
    content: .loading,
    answered: [],
    problem: nil
  )
}

/// What the nurse did on a question form.
enum QuestionFormAction: Equatable, Sendable {
  /// The answer being typed now reads this text.
  case editDraft(String)
  /// The answer is complete: check it and go to the next field (or the summary).
  case submit
  /// Save what the summary shows.
  case save
  case cancel
}
