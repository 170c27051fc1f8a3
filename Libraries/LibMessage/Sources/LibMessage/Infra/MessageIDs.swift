import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient
import Tagged

/// Where LibMessage's typed ids (`Message.ID`, and a thread's `Patient.ID`) meet the store's
/// and the wire's untyped ones. Rows and wire records keep a bare `UUID` or `RecordID`, which
/// the server shares; everything above `Infra/` holds a typed id, so a message's id cannot be
/// passed where a patient's is expected. The adapters convert through these, and nowhere else.
extension Tagged where RawValue == UUID {
  /// The id from the wire's.
  init(_ id: RecordID) { self.init(rawValue: id.uuid) }

  /// The wire's form of the id.
  var recordID: RecordID { RecordID(rawValue) }

  /// The text the store keeps the id as (`UUID.databaseKey`): what a query binds.
  var databaseKey: String { rawValue.databaseKey }
}

extension Row {
  /// The typed id stored at `index`, read as `id(atIndex:)` reads it.
  func typedID<Tag>(atIndex index: Int) throws -> Tagged<Tag, UUID> {
    Tagged(rawValue: try id(atIndex: index))
  }

  /// The typed id stored in the column named `column`, read as `id(named:)` reads it.
  func typedID<Tag>(named column: String) throws -> Tagged<Tag, UUID> {
    Tagged(rawValue: try id(named: column))
  }
}

extension IDPrefix {
  /// The typed ids of `table` whose text starts with the prefix.
  func typedIDs<Tag>(in table: String, _ db: Database) throws -> [Tagged<Tag, UUID>] {
    try ids(in: table, db).map { Tagged(rawValue: $0) }
  }
}
