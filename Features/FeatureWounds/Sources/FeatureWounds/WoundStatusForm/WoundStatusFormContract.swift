import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// What the heal-or-close form needs from the library.
protocol WoundStatusFormInteracting: Sendable {
  /// The wound, for the form's title. Throws `WoundLookupError.woundNotFound`.
  func wound(_ id: Wound.ID) async throws -> Wound
  /// LibWound's `markHealed`: throws `RuleViolation` (`on`, `status`).
  func heal(_ id: Wound.ID, on day: CalendarDate?) async throws
  /// LibWound's `close`: throws `RuleViolation` (`reason`, `status`).
  func close(_ id: Wound.ID, reason: String) async throws
}

/// The one question of the form. Raw values are the field names `RuleViolation.field`
/// uses, so a refusal on save re-asks it.
enum WoundStatusFormField: String, Sendable, LabelledField {
  case healedOn = "on"
  case reason

  var label: String { self == .healedOn ? "Healed on" : "Reason" }
  var hint: String { self == .healedOn ? "YYYY-MM-DD, blank for today" : "why it is closed" }
}
