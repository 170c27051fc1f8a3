import CoreContract
import CoreDatabase

/// What every output prints for a typed id (`Patient.ID`, `Wound.ID`, …): the contract's text
/// of its UUID. The typed id meets the untyped one through CoreDatabase's `TypedStoredID`.
extension RecordID {
  /// The text of a typed id, as `text(_:)` writes its UUID.
  static func text(_ id: some TypedStoredID) -> String { text(id.rawValue) }
}
