import CoreContract
import Foundation
import GRDB

extension UUID {
  /// The form every library stores an id in: lowercase text (`RecordID.text`). GRDB would
  /// bind a bare `UUID` as a 16-byte blob, which never equals the stored text, so every query
  /// binds this instead.
  public var databaseKey: String { RecordID.text(self) }
}

extension Row {
  /// The id stored at `index` (the text `databaseKey` writes), read as `RecordID` reads an id.
  /// GRDB's `UUID` decoding goes through `UUID(uuidString:)`, which on Linux is `sscanf`, slow
  /// over a caseload's assessments (docs/speed.md). Throws naming the column when it holds no
  /// id.
  public func id(atIndex index: Int) throws -> UUID {
    guard let id = try optionalID(atIndex: index) else {
      throw StoredColumnUnreadable(column: Array(columnNames)[index])
    }
    return id
  }

  /// The same for a column that may be NULL: nil for NULL, a throw for text that is no id.
  public func optionalID(atIndex index: Int) throws -> UUID? {
    try Self.checked(
      withUnsafeData(atIndex: index, Self.idInBytes),
      column: Array(columnNames)[index]
    )
  }

  /// The id in a column's bytes: nil for NULL, `.some(nil)` for bytes that are no id.
  private static func idInBytes(_ data: Data?) -> UUID?? {
    data.map { bytes in bytes.withUnsafeBytes { RecordID.uuid(utf8: $0) } }
  }

  /// The id read, nil for NULL; bytes that are no id throw naming the column.
  private static func checked(_ id: UUID??, column: @autoclosure () -> String) throws -> UUID? {
    switch id {
    case .none: return nil
    case .some(.none): throw StoredColumnUnreadable(column: column())
    case .some(.some(let id)): return id
    }
  }
}
