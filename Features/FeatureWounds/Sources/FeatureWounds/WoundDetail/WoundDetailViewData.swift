import CoreTerminal
import Foundation

/// One wound, ready to print: its facts, the verdict, the selected visit, the history table
/// and the chart.
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
    /// "0b3e2c1f": the assessment's id as a command takes it.
    var id: String
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
    /// The row of the assessment the visit panel shows and `c` corrects.
    var selected: Int?
    /// The selected visit: when, its id, and what the table has no room for (pain, odour,
    /// periwound, infection, dressing, notes, photos), control characters made visible.
    var visit: [Field]
    /// Area and PUSH over time; nil without a current assessment.
    var chart: TextChart?
    /// Whether the wound is open: `a` assesses it, `h` heals it, `x` closes it.
    var canAssess: Bool
    /// Whether `c` may correct the selected assessment (open wound, not superseded).
    var canCorrect: Bool
    /// The wound on the body map while it is open, red when it calls for the nurse.
    var bodyMap: [BodyMapMark] = []
  }

  /// "Venous leg ulcer · left lower leg".
  var title: String
  /// "open", "healed 2025-06-20".
  var status: String
  var content: Content
  /// A question waiting for y or n ("Reopen this wound?").
  var prompt: String? = nil
  /// Why the last action failed.
  var problem: String? = nil
  /// Whether the body map shows in place of the visits (`b`).
  var showsBodyMap = false

  var loaded: Loaded? {
    if case .loaded(let loaded) = content { return loaded }
    return nil
  }

  var canAssess: Bool { loaded?.canAssess ?? false }
  /// A healed or closed wound can be reopened.
  var canReopen: Bool { loaded.map { !$0.canAssess } ?? false }

  static let loading = WoundDetailViewData(title: "Wound", status: "", content: .loading)
}
