import CoreVIPER
import Foundation
import LibWound

/// The visit sheet, ready to print: how the visit ended, asked first; then what was done
/// (ticked lines), the day she died when she has, the note, the time.
struct VisitSheetViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    /// How did the visit end? One key of `outcomeKeys`.
    case outcome
    case sheet
    case saving
  }

  /// The key for each outcome, in the order the sheet lists them: declared once for the
  /// view's keys and its lines.
  static let outcomeKeys: [(key: Character, outcome: VisitOutcome)] = [
    ("d", .done), ("n", .notAtHome), ("r", .refused), ("h", .inHospital), ("x", .deceased),
  ]

  /// One line of the sheet.
  struct Line: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      /// A thing done, ticked or not: "dressing left-heel due".
      case tick(Bool)
      /// A line of text being typed, its cursor, and what may be typed there.
      case text(draft: String, cursor: Int, hint: String)
    }

    /// "Note", "Time", or for a tick line what it stands for.
    var label: String
    var kind: Kind
  }

  /// "Visit to Dupont, Marie".
  var title: String
  var content: Content
  /// "Visited today at 09:12 by anna.": the day's visits that count, or nil.
  var visitedToday: String?
  /// How the visit ended when not done ("not at home"); nil for a visit done.
  var outcome: String? = nil
  var lines: [Line]
  /// The index in `lines` of the line in focus.
  var focus: Int
  /// Why the last save was refused, naming the line.
  var problem: String?
  /// A question waiting for y or n ("Discard these answers? (y/n)").
  var question: String?

  static func loading(title: String) -> VisitSheetViewData {
    VisitSheetViewData(title: title, content: .loading, lines: [], focus: 0)
  }

  /// True while the line in focus is text, or a question waits: printable keys are typed.
  var isTyping: Bool {
    if question != nil { return true }
    guard content == .sheet, lines.indices.contains(focus) else { return false }
    if case .text = lines[focus].kind { return true }
    return false
  }
}
