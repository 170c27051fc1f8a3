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
    /// "patient 1a2b3c4d": the record's kind and the first characters of its id.
    var record: String
    /// "phone", "lengthCm".
    var field: String
    /// Her value, or a dash when empty.
    var mine: String
    /// The colleague's value, shown now in the store, or a dash when empty.
    var theirs: String
    /// When the server answered with the conflict: "2025-06-15 14:02".
    var since: String
  }

  var countLabel: String
  var content: Content
  /// Index into the rows of the selected one; nil when there are none.
  var selectedIndex: Int?
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
    notice: nil
  )
}
