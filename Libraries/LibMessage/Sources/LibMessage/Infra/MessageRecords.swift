import CoreContract
import Foundation
import GRDB

/// A row of the `message` table. Never leaves `Infra/`: `MessageAdapter` converts it.
struct MessageRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "message"

  var id: UUID
  var patientID: UUID
  var author: String
  var body: String
  var sentAt: Date
  var replyTo: UUID?
  /// The server's sequence number; nil while the message waits in the outbox.
  var sequence: Int64?

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let patientID = Column(CodingKeys.patientID)
    static let sequence = Column(CodingKeys.sequence)
  }

  static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
    .lowercaseString
  }
}

/// A row of the `readMark` table: how far `nurse` has read a patient's thread.
struct ReadMarkRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readMark"

  var patientID: UUID
  var nurse: String
  var upToSequence: Int64

  static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
    .lowercaseString
  }
}

extension UUID {
  /// The form ids are stored and sent in: lowercase text. GRDB would bind a bare `UUID` as a
  /// 16-byte blob, which never equals the stored text, so every query binds this instead.
  var lowercaseKey: String { uuidString.lowercased() }
}

extension MessageRecord {
  /// Stores the row, replacing the one with its id (a pending copy of this nurse's, now the
  /// server's), with one statement prepared once per connection. GRDB's `save` tried an
  /// `UPDATE`, then an `INSERT`, each through a persistence container: a pull stores thousands
  /// of messages. The values are the ones GRDB's `Encodable` path writes: ids in lowercase,
  /// the instant as a `Date` stores itself.
  func upsert(_ db: Database) throws {
    try db.cachedStatement(sql: Self.upsertSQL).execute(arguments: [
      RecordID.text(id), RecordID.text(patientID), author, body, sentAt,
      replyTo.map(RecordID.text), sequence,
    ])
  }

  private static let upsertSQL = """
    INSERT INTO message (id, patientID, author, body, sentAt, replyTo, sequence)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET patientID = excluded.patientID, author = excluded.author,
      body = excluded.body, sentAt = excluded.sentAt, replyTo = excluded.replyTo,
      sequence = excluded.sequence
    """
}
