import CoreVIPER

/// The team's open wounds ranked by concern, ready to print.
struct CaseloadViewData: Equatable, Sendable {
  typealias Content = ListContent<Row>

  struct Row: Equatable, Sendable {
    /// "Dupont, Marie", control characters made visible.
    var patient: String
    /// "Venous leg ulcer · left lower leg".
    var wound: String
    /// "anna": who last assessed it, else who opened it; "—" when unknown.
    var nurse: String
    /// "2025-05-29", or "never".
    var lastAssessed: String
    /// The reasons in short, most concerning first ("overdue, no plan"), or "—".
    var why: String
    /// The reasons in words, shown under the table for the selected row ("overdue for an
    /// assessment; no care plan"), or "nothing calls for attention".
    var words: String
  }

  var content: Content
  /// Index into the rows of the selected one; nil when there are none.
  var selectedIndex: Int?
  /// "nurse anna · overdue", or "all wounds"; nil when there is no open wound to filter.
  var filter: String? = "all wounds"

  /// "3 wounds".
  var detail: String? {
    guard let rows = content.rows else { return nil }
    return rows.count == 1 ? "1 wound" : "\(rows.count) wounds"
  }

  static let loading = CaseloadViewData(content: .loading)
}
