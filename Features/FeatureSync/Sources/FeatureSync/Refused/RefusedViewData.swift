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
    /// "wound 1a2b3c4d".
    var record: String
    /// "new", "edit", "added": what the change was.
    var change: String
    /// The field the server named, or a dash.
    var field: String
    /// The server's reason, data-free: "422 refused (invalid) field lengthCm".
    var reason: String
    /// The fields an edit changed ("lengthCm, widthCm"); nil for a new record.
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
