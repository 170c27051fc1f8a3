/// The wounds that need the nurse, ready to print.
struct WoundAlertsViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    /// No wound needs attention.
    case empty
    /// The rows and the selected one (an index in `rows`).
    case loaded(rows: [Row], selected: Int)
  }

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

  /// "3 wounds".
  var detail: String? {
    guard case .loaded(let rows, _) = content else { return nil }
    return rows.count == 1 ? "1 wound" : "\(rows.count) wounds"
  }

  static let loading = WoundAlertsViewData(content: .loading)
}
