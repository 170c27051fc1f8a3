import CoreVIPER
import Foundation
import LibWound

/// A patient's wounds, ready to print.
struct WoundListViewData: Equatable, Sendable {
  typealias Content = ListContent<Row>

  struct Row: Equatable, Sendable {
    var id: Wound.ID
    /// The first 8 characters of the id, for `nurse wound show` and every wound command.
    var shortID: String
    /// "VLU", "PI 3": the type, short, with a pressure injury's stage.
    var type: String
    /// "left lower leg".
    var site: String
    /// "2025-06-01", or "never".
    var lastAssessed: String
    /// "12.5" (in cm², the column says so), or a dash.
    var area: String
    /// "9", or a dash.
    var push: String
    /// "OVERDUE", "OFF TRACK", both, or the status of a wound no longer open ("healed
    /// 2025-06-10", "closed").
    var flag: String
    /// Whether the flag calls for the nurse (shown in red when styled).
    var needsAttention: Bool
  }

  /// "Wounds of Dupont, Marie".
  var title: String
  /// "2 wounds", empty while loading.
  var countLabel: String
  var content: Content
  var selectedIndex: Int?
  /// The open wounds on the body map, numbered as its legend lists them.
  var bodyMap: [BodyMapMark] = []
  /// Whether the body map shows in place of the list (`b`).
  var showsBodyMap = false

  /// The id of the selected row, which Enter opens and `n` assesses.
  var selectedID: Wound.ID? { content.row(at: selectedIndex)?.id }

  static func loading(title: String) -> WoundListViewData {
    WoundListViewData(title: title, countLabel: "", content: .loading, selectedIndex: nil)
  }
}
