import CoreContract
import Foundation
import LibPatient

/// The app's one place where a typed id (`Patient.ID`, `Message.ID`, …) meets the contract's
/// untyped one: what every output prints, and a record the sync ledger names.
extension RecordID {
  /// The text of a typed id, as `text(_:)` writes its UUID.
  static func text<Tag>(_ id: Tagged<Tag, UUID>) -> String { text(id.rawValue) }
}

extension Tagged where RawValue == UUID {
  /// The typed id of a record the contract names.
  init(_ id: RecordID) { self.init(rawValue: id.uuid) }
}
