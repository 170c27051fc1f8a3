/// The refused-changes screen, ready to print: every string already formatted and safe.
struct RefusedViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case empty(message: String)
    case failed(message: String)
    case changes([Row])
  }

  /// One refused change.
  struct Row: Equatable, Sendable {
    var id: Int64
    /// "Dupont, Marie", or "a patient not on this device".
    var patient: String
    /// "Patient", "Wound: Skin tear · left foot".
    var record: String
    /// "new", "edit", "added": what the change was.
    var change: String
    /// Whose record, and the server's reason in words: "Wound (Skin tear · left foot) of
    /// Dupont, Marie: the server refused it: the patient is no longer on the team's record."
    var account: String
    /// The field the server named, in words ("Length (cm)"), or a dash.
    var field: String
    /// The fields an edit changed ("Length (cm), Width (cm)"); nil for a new record.
    var changedFields: String?
    /// "2025-06-15 14:02".
    var refusedAt: String
  }

  var countLabel: String
  var content: Content
  /// Index into the rows of the selected one; nil when there are none.
  var selectedIndex: Int?
  /// "Discard …? (y/n)" while waiting for an answer.
  var question: String?
  /// What the last retry or discard did, or why it failed.
  var notice: Notice?

  enum Notice: Equatable, Sendable {
    case done(String)
    case failed(String)
  }

  /// The selected change, which `r` and `d` settle.
  var selectedRow: Row? {
    guard case .changes(let rows) = content, let index = selectedIndex,
      rows.indices.contains(index)
    else { return nil }
    return rows[index]
  }

  static let loading = RefusedViewData(
    countLabel: "",
    content: .loading,
    selectedIndex: nil,
    question: nil,
    notice: nil
  )
}
