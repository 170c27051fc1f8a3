/// One form of the app as `QuestionFormPresenter` sees it: the questions it asks, how each
/// answer is checked and kept, and where the form loads from and saves to (through its own
/// interactor and router).
///
/// The presenter does the rest, the same for every form: one question at a time (or, for an
/// edit or a correction, the summary at once), line editing and paste, going back, the
/// summary, editing an answer from it, and asking again what was refused.
@MainActor
public protocol QuestionForm: AnyObject {
  /// Names a question: the form's own enum of fields.
  associatedtype Field: Hashable & Sendable

  /// "New patient", "Edit Dupont, Marie", "Assess Venous leg ulcer · left lower leg": read
  /// again after `load()`.
  var title: String { get }
  /// False when the first question can show at once (a new patient): no loading flash.
  var needsLoading: Bool { get }
  /// The questions asked now, in order; may change with the answers (only a pressure injury
  /// is asked its stage).
  var fields: [Field] { get }
  /// True when every answer is given from the start (an edit, a correction): the form opens on
  /// its summary, where the nurse picks the one answer to change, instead of walking every
  /// question. Read after `load()`.
  var opensOnSummary: Bool { get }

  /// Reads what the form starts from (the patient to edit, the wound and its last visit);
  /// returns why the form cannot be filled in, or nil when the first question can be asked.
  func load() async -> String?

  /// "Birth date".
  func label(of field: Field) -> String
  /// "YYYY-MM-DD": what the nurse is expected to type.
  func hint(of field: Field) -> String
  /// Whether the answer may hold line breaks and tabs (an address, notes). A paste keeps its
  /// line breaks there; elsewhere they become spaces.
  func holdsLines(_ field: Field) -> Bool
  /// The values the answer must be one of (a wound's site, an exudate amount), listed and
  /// numbered under the question: typing a value's number answers with the value. Empty for
  /// a free answer.
  func choices(of field: Field) -> [String]
  /// What the nurse types for each of `choices(of:)`, in their order (the letters a body map
  /// marks its sites with); empty for their numbers, 1 first.
  func choiceKeys(of field: Field) -> [String]
  /// A drawing shown under the question, its choices listed beside it when the width allows
  /// (a body map with a letter on each site), ready to print; empty for none.
  func picture(of field: Field) -> [String]
  /// Whether `text`, submitted for `field`, asks the form for help rather than answering it
  /// (`map` on a wound's site): the form changes what it shows and the question is asked
  /// again, its answer kept.
  func takesRequest(_ text: String, for field: Field) -> Bool
  /// The answer kept so far, as the nurse would type it: the question starts from it, so
  /// Enter keeps it.
  func answer(_ field: Field) -> String
  /// True while the answer kept is last visit's value, which the nurse has not confirmed.
  func isFromLastVisit(_ field: Field) -> Bool
  /// The answer as the list of answers shows it ("—" for none, "today").
  func shownAnswer(_ field: Field) -> String
  /// Checks `text` (no control character, blanks around it trimmed) and keeps it in its
  /// normal form; returns what is wrong with it, naming the field, and keeps nothing.
  func submit(_ text: String, for field: Field) -> String?
  /// What the summary shows after the answers, computed from them (an area, a score).
  var summaryFacts: [QuestionFormViewData.Field] { get }

  /// Saves the answers. When saved, the form leaves (through its router, saying what was
  /// saved: `SavedNotice`) and returns `.saved`; when refused, it stays.
  /// - Parameter changed: the questions whose answer differs from the one the form started
  ///   with, in order: what an edit changed ("Saved: Dupont, Marie's phone").
  func save(changed: [Field]) async -> QuestionFormSaveResult<Field>
  /// The nurse gave up: the form leaves, nothing written.
  func cancel()
}

extension QuestionForm {
  public var needsLoading: Bool { false }
  public func load() async -> String? { nil }
  public func holdsLines(_ field: Field) -> Bool { false }
  public var opensOnSummary: Bool { false }
  public func isFromLastVisit(_ field: Field) -> Bool { false }
  public func choices(of field: Field) -> [String] { [] }
  public func choiceKeys(of field: Field) -> [String] { [] }
  public func picture(of field: Field) -> [String] { [] }
  public func takesRequest(_ text: String, for field: Field) -> Bool { false }
  public var summaryFacts: [QuestionFormViewData.Field] { [] }
}

/// A form's field that carries the words of its question: its label and its hint.
public protocol LabelledField {
  /// "Birth date".
  var label: String { get }
  /// "YYYY-MM-DD".
  var hint: String { get }
}

extension QuestionForm where Field: LabelledField {
  public func label(of field: Field) -> String { field.label }
  public func hint(of field: Field) -> String { field.hint }
}

/// How a save ended.
public enum QuestionFormSaveResult<Field: Hashable & Sendable>: Equatable, Sendable {
  case saved
  /// Refused: `message` says why; `field`, when the refusal names one of the form's
  /// questions, is asked again and the summary follows once it is fixed.
  case refused(field: Field?, message: String)
}
