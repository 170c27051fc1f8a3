/// The refused-changes screen, ready to print.
typealias RefusedViewData = SettleListViewData<RefusedRow>

/// One refused change, every string already formatted and safe.
struct RefusedRow: Equatable, Sendable {
  var id: Int64
  /// "Dupont, Marie", or "a patient not on this device".
  var patient: String
  /// "Patient", "Wound: Skin tear · left foot".
  var record: String
  /// "new", "edit", "added": what the change was.
  var change: String
  /// Whose record, and the server's reason in words: "Wound (Skin tear · left foot) of
  /// Dupont, Marie: the server refused it: the patient is no longer on the team's record."
  var account: String
  /// The field the server named, in words ("Length (cm)"), or a dash.
  var field: String
  /// The fields an edit changed ("Length (cm), Width (cm)"); nil for a new record.
  var changedFields: String?
  /// "2025-06-15 14:02".
  var refusedAt: String
}
