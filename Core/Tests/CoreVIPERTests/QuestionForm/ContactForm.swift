import CoreVIPER

/// A small form for the presenter's tests: a required name, an address that holds lines, a
/// phone of digits and spaces, and a note asked only when the phone is left blank.
@MainActor
final class ContactForm: QuestionForm {
  enum Field: String, CaseIterable, Sendable {
    case name, address, phone, note
  }

  var title = "New contact"
  var needsLoading: Bool
  /// True for an edit: the form opens on its summary.
  var opensOnSummary = false
  /// What `load()` answers: nil (ready) or why the form cannot be filled in.
  var loadFailure: String?
  /// Answers kept; `lastVisit` ones are marked as such until submitted.
  private(set) var answers: [Field: String]
  private var lastVisit: Set<Field>
  /// What the next saves answer, in turn; none left means saved.
  var saveResults: [QuestionFormSaveResult<Field>] = []
  private(set) var saved: [[Field: String]] = []
  /// The changed questions the presenter named at each save.
  private(set) var changedAtSave: [[Field]] = []
  private(set) var cancelCount = 0

  init(
    needsLoading: Bool = false,
    answers: [Field: String] = [:],
    lastVisit: Set<Field> = []
  ) {
    self.needsLoading = needsLoading
    self.answers = answers
    self.lastVisit = lastVisit
  }

  var fields: [Field] {
    answers[.phone, default: ""].isEmpty ? Field.allCases : [.name, .address, .phone]
  }

  func load() async -> String? {
    if loadFailure == nil { title = "Edit contact" }
    return loadFailure
  }

  func label(of field: Field) -> String { field.rawValue.capitalized }
  func hint(of field: Field) -> String { field == .name ? "required" : "optional" }
  func holdsLines(_ field: Field) -> Bool { field == .address || field == .note }
  func answer(_ field: Field) -> String { answers[field, default: ""] }
  func isFromLastVisit(_ field: Field) -> Bool { lastVisit.contains(field) }

  func shownAnswer(_ field: Field) -> String {
    answers[field, default: ""].isEmpty ? "—" : answers[field, default: ""]
  }

  func submit(_ text: String, for field: Field) -> String? {
    if field == .name && text.isEmpty { return "Name: must not be empty" }
    if field == .phone && !text.allSatisfy({ $0.isNumber || $0 == " " }) {
      return "Phone: \"\(text)\" is not a phone number"
    }
    answers[field] = text
    lastVisit.remove(field)
    return nil
  }

  var summaryFacts: [QuestionFormViewData.Field] {
    [QuestionFormViewData.Field(label: "Letters", value: String(answer(.name).count))]
  }

  func save(changed: [Field]) async -> QuestionFormSaveResult<Field> {
    saved.append(answers)
    changedAtSave.append(changed)
    return saveResults.isEmpty ? .saved : saveResults.removeFirst()
  }

  func cancel() { cancelCount += 1 }
}
