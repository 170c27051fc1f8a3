import CoreTerminal
import Foundation

/// One wound, ready to print: its facts, the verdict, the history table and the chart.
struct WoundDetailViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    case loaded(Loaded)
  }

  struct Field: Equatable, Sendable {
    var label: String
    var value: String
    /// Shown in red when styled: overdue, off track.
    var isAlert: Bool = false
  }

  struct Row: Equatable, Sendable {
    /// "2025-06-01".
    var date: String
    /// "4.0×3.0×0.5".
    var size: String
    /// "12.0", or a dash when superseded.
    var area: String
    var push: String
    /// "41.7%", or "baseline" or "superseded", which have none.
    var reduction: String
    /// "moderate serous".
    var exudate: String
    /// "G70 S30".
    var tissue: String
  }

  struct Loaded: Equatable, Sendable {
    var fields: [Field]
    /// Oldest first.
    var rows: [Row]
    /// Area and PUSH over time; nil without a current assessment.
    var chart: TextChart?
    /// Whether `a` may start an assessment (only an open wound takes one).
    var canAssess: Bool
  }

  /// "Venous leg ulcer · left lower leg".
  var title: String
  /// "open", "healed 2025-06-20".
  var status: String
  var content: Content

  var canAssess: Bool {
    if case .loaded(let loaded) = content { return loaded.canAssess }
    return false
  }

  static let loading = WoundDetailViewData(title: "Wound", status: "", content: .loading)
}
