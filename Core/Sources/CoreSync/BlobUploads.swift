import CoreDatabase
import Foundation

/// Bytes still to upload (`sync_upload`): a record naming bytes (a photo attachment) goes to
/// the server with the other records, and its bytes are noted here in the transaction that
/// stores the server's answer; the push's photo pass uploads them and forgets each once the
/// server holds it. Kept in the store, so a run cut or killed before the bytes are up leaves
/// them for the next.
public enum BlobUploads {
  /// How many photos' bytes wait to be uploaded.
  public static func count(in db: StoreDatabase) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM sync_upload") ?? 0
  }

  /// Notes bytes to upload.
  static func note(_ hashes: [String], in db: StoreDatabase) throws {
    for hash in hashes {
      try db.cachedStatement(sql: "INSERT OR IGNORE INTO sync_upload (sha256) VALUES (?)")
        .execute(arguments: [hash])
    }
  }

  /// The bytes waiting, in the order they were noted.
  static func waiting(in db: StoreDatabase) throws -> [String] {
    try String.fetchAll(db, sql: "SELECT sha256 FROM sync_upload ORDER BY rowid")
  }

  /// Forgets bytes the server holds now (or that this machine cannot send).
  static func forget(_ hash: String, in db: StoreDatabase) throws {
    try db.execute(sql: "DELETE FROM sync_upload WHERE sha256 = ?", arguments: [hash])
  }
}
