import CoreContract
import Foundation

extension UUID {
  /// The form every library stores an id in: lowercase text (`RecordID.text`). GRDB would
  /// bind a bare `UUID` as a 16-byte blob, which never equals the stored text, so every query
  /// binds this instead.
  public var databaseKey: String { RecordID.text(self) }
}
