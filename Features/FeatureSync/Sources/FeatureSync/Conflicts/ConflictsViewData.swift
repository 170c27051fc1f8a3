import Foundation

/// The conflicts screen, ready to print: every string already formatted by the presenter.
struct ConflictsViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case empty(message: String)
    case failed(message: String)
    case conflicts([Row])
  }

  /// One open conflict.
  struct Row: Equatable, Sendable {
    var id: UUID
    /// "Dupont, Marie", as the nurse left her.
    var name: String
    /// When the server refused her change: "2025-06-15 14:02".
    var refusedAt: String
    /// The fields that differ, in chart order.
    var differences: [Difference]
  }

  /// One field whose value differs between the nurse's version and the server's.
  struct Difference: Equatable, Sendable {
    /// "Address", "Allergies"…
    var field: String
    /// The nurse's value, or a dash when empty.
    var mine: String
    /// The server's value, or a dash when empty.
    var theirs: String
  }

  var countLabel: String
  var content: Content
  /// Index into the rows of the selected one; nil when there are none.
  var selectedIndex: Int?
  /// "Keep your version of Dupont, Marie? (y/n)" while waiting for an answer.
  var question: String?
  /// What the last resolution did, or why it failed.
  var notice: Notice?

  enum Notice: Equatable, Sendable {
    case done(String)
    case failed(String)
  }

  /// The selected conflict, which `m` and `t` settle.
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
