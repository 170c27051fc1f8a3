/// The team's open wounds ranked by concern, ready to print.
struct CaseloadViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    /// No open wound at all.
    case empty
    /// Open wounds, none of which the filter keeps.
    case filteredOut
    /// The rows and the selected one (an index in `rows`).
    case loaded(rows: [Row], selected: Int)
  }

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
  /// "nurse anna · overdue", or "all wounds".
  var filter: String = "all wounds"

  /// "3 wounds".
  var detail: String? {
    guard case .loaded(let rows, _) = content else { return nil }
    return rows.count == 1 ? "1 wound" : "\(rows.count) wounds"
  }

  static let loading = CaseloadViewData(content: .loading)
}
