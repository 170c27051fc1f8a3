/// One patient's record, ready to print.
struct PatientDetailViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case notFound(message: String)
    case failed(message: String)
    case patient(Record)
  }

  /// A loaded patient: labelled fields, then her Braden history.
  struct Record: Equatable, Sendable {
    var fields: [Field]
    /// "2025-05-01  14 moderate", newest first; empty when never assessed.
    var bradenHistory: [String]
    /// The key `x` does: "archive" or "unarchive".
    var archiveVerb: String
    /// The patient's wounds, one line each.
    var wounds: [String] = []
    /// Whether the app has a wound flow for `w` to open.
    var opensWounds = false
    /// Whether the app has a message flow for `m` to open.
    var opensMessages = false
  }

  struct Field: Equatable, Sendable {
    var label: String
    var value: String

    init(_ label: String, _ value: String) {
      self.label = label
      self.value = value
    }
  }

  /// "Dupont, Marie" once loaded, "Patient" before.
  var title: String
  /// "active" or "archived", beside the title.
  var status: String
  var content: Content
  /// The y/n question pending, e.g. "Archive Dupont, Marie? (y/n)".
  var question: String?
  /// The outcome of the last command, e.g. "Archived." or why it failed.
  var notice: String?

  /// Whether `w` opens the patient's wounds now.
  var opensWounds: Bool {
    if case .patient(let record) = content { return record.opensWounds }
    return false
  }

  /// Whether `m` opens the patient's thread now.
  var opensMessages: Bool {
    if case .patient(let record) = content { return record.opensMessages }
    return false
  }

  static let loading = PatientDetailViewData(
    title: "Patient",
    status: "",
    content: .loading,
    question: nil,
    notice: nil
  )
}
