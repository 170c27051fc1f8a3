import CoreContract
import Foundation
import GRDB

/// An id typed by what it names (the libraries' `Patient.ID`, `Message.ID`: swift-tagged's
/// `Tagged<…, UUID>`), where it meets the store's and the wire's untyped ones. Rows and wire
/// records keep a bare `UUID` or `RecordID`, which the server shares; the libraries'
/// adapters convert through these, and nowhere else. A protocol here rather than Tagged
/// itself: Core does not depend on the libraries' choice of typed ids.
public protocol TypedStoredID {
  /// The id typed.
  init(rawValue: UUID)
  /// The id untyped, as rows and the wire hold it.
  var rawValue: UUID { get }
}

extension TypedStoredID {
  /// The id from the wire's.
  public init(_ id: RecordID) { self.init(rawValue: id.uuid) }

  /// The wire's form of the id.
  public var recordID: RecordID { RecordID(rawValue) }

  /// The text the store keeps the id as (`UUID.databaseKey`): what a query binds.
  public var databaseKey: String { rawValue.databaseKey }
}

extension Row {
  /// The typed id stored at `index`, read as `id(atIndex:)` reads it.
  public func typedID<ID: TypedStoredID>(atIndex index: Int) throws -> ID {
    ID(rawValue: try id(atIndex: index))
  }
}

extension IDPrefix {
  /// The typed ids of `table` whose text starts with the prefix.
  public func typedIDs<ID: TypedStoredID>(in table: String, _ db: Database) throws -> [ID] {
    try ids(in: table, db).map { (id: UUID) in ID(rawValue: id) }
  }
}
