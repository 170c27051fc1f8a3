import Foundation

/// The conflicts screen, ready to print.
typealias ConflictsViewData = SettleListViewData<ConflictRow>

/// One field in conflict, every value already safe to print.
struct ConflictRow: Equatable, Sendable {
  var id: UUID
  /// "Dupont, Marie", or "a patient not on this device".
  var patient: String
  /// "Patient", "Wound: Skin tear · left foot".
  var record: String
  /// "Phone", "Length (cm)".
  var field: String
  /// "Phone of Dupont, Marie": the field and whose record it is, in a sentence.
  var subject: String
  /// Her value, or a dash when empty.
  var mine: String
  /// The team's value, shown now in the store, or a dash when empty.
  var theirs: String
  /// When her sync met the conflict: "2025-06-15 14:02".
  var found: String
}
