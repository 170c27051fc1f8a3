import Foundation
import GRDB

/// The change log's identity (`log.v1`): one random id per database, answered with every feed
/// page. A restore gives the restored database a new one: its sequence numbers went back to
/// the backup's, and the numbers after it will be given again to other records, so a client
/// must not keep a cursor of the old log (docs/sync.md, "A server restored from a backup").
enum ChangeLogIdentity {
  /// The identity table is missing its row: a database damaged or edited by hand.
  struct Missing: Error, CustomStringConvertible {
    var description: String { "the change log has no identity (log.v1)" }
  }

  /// SQLite's step: the table and its one row, 32 random hex digits.
  static let sqliteV1 = """
    CREATE TABLE change_log_identity (id TEXT NOT NULL);
    INSERT INTO change_log_identity (id) VALUES (lower(hex(randomblob(16))));
    """

  /// PostgreSQL's step: the same, from its random generator and the clock.
  static let postgresV1 = """
    CREATE TABLE change_log_identity (id TEXT NOT NULL);
    INSERT INTO change_log_identity (id)
      VALUES (md5(random()::text || clock_timestamp()::text));
    """

  /// The query both engines read it with.
  static let select = "SELECT id FROM change_log_identity LIMIT 1"

  static func read(_ db: Database) throws -> String {
    guard let id = try String.fetchOne(db, sql: select) else { throw Missing() }
    return id
  }

  /// Gives the database a new identity: what a restore does, so every client sees a new log.
  static func renew(_ db: Database) throws {
    try db.execute(sql: "UPDATE change_log_identity SET id = ?", arguments: [newID()])
  }

  /// A new identity: 32 random hex digits, as the migration makes them.
  static func newID() -> String {
    UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
  }
}
