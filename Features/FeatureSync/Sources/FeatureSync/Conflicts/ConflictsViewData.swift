import Foundation

/// The conflicts screen, ready to print: every string already formatted by the presenter,
/// every value already safe to print.
struct ConflictsViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case empty(message: String)
    case failed(message: String)
    case conflicts([Row])
  }

  /// One field in conflict.
  struct Row: Equatable, Sendable {
    var id: UUID
    /// "Dupont, Marie", or "a patient not on this device".
    var patient: String
    /// "Patient", "Wound: Skin tear · left foot".
    var record: String
    /// "Phone", "Length (cm)".
    var field: String
    /// "Phone of Dupont, Marie": the field and whose record it is, in a sentence.
    var subject: String
    /// Her value, or a dash when empty.
    var mine: String
    /// The team's value, shown now in the store, or a dash when empty.
    var theirs: String
    /// When her sync met the conflict: "2025-06-15 14:02".
    var found: String
  }

  var countLabel: String
  var content: Content
  /// Index into the rows of the selected one; nil when there are none.
  var selectedIndex: Int?
  /// "… drop yours? (y/n)" while waiting for an answer.
  var question: String?
  /// What the last resolution did, or why it failed.
  var notice: Notice?

  enum Notice: Equatable, Sendable {
    case done(String)
    case failed(String)
  }

  /// The selected field, which `m` and `t` settle.
  var selectedRow: Row? {
    guard case .conflicts(let rows) = content, let index = selectedIndex,
      rows.indices.contains(index)
    else { return nil }
    return rows[index]
  }

  static let loading = ConflictsViewData(
    countLabel: "",
    content: .loading,
    selectedIndex: nil,
    question: nil,
    notice: nil
  )
}
