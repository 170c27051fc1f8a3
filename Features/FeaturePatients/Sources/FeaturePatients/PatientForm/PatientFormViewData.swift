/// The patient form, ready to print: the answers so far and the question being asked.
struct PatientFormViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    /// An edit waits for the patient it starts from.
    case loading
    case failed(message: String)
    case asking(Question)
    /// Every answer is in: the summary waits for Enter (save) or Esc (cancel).
    case confirming
    case saving
  }

  struct Question: Equatable, Sendable {
    /// "Birth date".
    var label: String
    /// "YYYY-MM-DD".
    var hint: String
    /// What the nurse has typed (or the value kept from the record).
    var draft: String
    /// "3 of 11".
    var position: String
  }

  struct Field: Equatable, Sendable {
    var label: String
    var value: String
  }

  /// "New patient" or "Edit Dupont, Marie".
  var title: String
  var content: Content
  var answered: [Field]
  /// Why the last answer or save was refused, naming the field.
  var problem: String?

  var isAsking: Bool {
    if case .asking = content { return true }
    return false
  }

  static func loading(title: String) -> PatientFormViewData {
    PatientFormViewData(title: title, content: .loading, answered: [], problem: nil)
  }
}
