import CoreVIPER

/// The wounds that need the nurse, ready to print.
struct WoundAlertsViewData: Equatable, Sendable {
  typealias Content = ListContent<Row>

  struct Row: Equatable, Sendable {
    /// "Dupont, Marie", control characters made visible.
    var patient: String
    /// "Venous leg ulcer · left lower leg".
    var wound: String
    /// "2025-05-29", or "never".
    var lastAssessed: String
    /// "overdue; off track".
    var why: String
  }

  var content: Content
  /// Index into the rows of the selected one; nil when there are none.
  var selectedIndex: Int?

  /// "3 wounds".
  var detail: String? {
    guard let rows = content.rows else { return nil }
    return rows.count == 1 ? "1 wound" : "\(rows.count) wounds"
  }

  /// Why the list is empty.
  static let nothingNeedsAttention =
    "No wound needs attention: none is overdue or off its healing trajectory."

  static let loading = WoundAlertsViewData(content: .loading)
}
