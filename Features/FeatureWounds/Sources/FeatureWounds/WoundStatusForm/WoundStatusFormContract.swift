import Foundation
import LibPatient
import LibWound

/// What the heal-or-close form needs from the library.
protocol WoundStatusFormInteracting: Sendable {
  /// The wound, for the form's title. Throws `WoundLookupError.woundNotFound`.
  func wound(_ id: UUID) async throws -> Wound
  /// LibWound's `markHealed`: throws `RuleViolation` (`on`, `status`).
  func heal(_ id: UUID, on day: CalendarDate?) async throws
  /// LibWound's `close`: throws `RuleViolation` (`reason`, `status`).
  func close(_ id: UUID, reason: String) async throws
}

/// Where the form can send the nurse: only away from it, saved or not.
@MainActor
protocol WoundStatusFormRouting: AnyObject {
  func route(to route: WoundStatusFormRoute)
}

enum WoundStatusFormRoute: Equatable, Sendable {
  /// Saved: leave, the wound's detail shows its new status.
  case saved(notice: String)
  /// The nurse gave up: leave, nothing written.
  case cancelled
}

/// The one question of the form. Raw values are the field names `RuleViolation.field`
/// uses, so a refusal on save re-asks it.
enum WoundStatusFormField: String, Sendable {
  case healedOn = "on"
  case reason

  var label: String { self == .healedOn ? "Healed on" : "Reason" }
  var hint: String { self == .healedOn ? "YYYY-MM-DD, blank for today" : "why it is closed" }
}
