import CoreContract
import CoreDatabase
import Foundation

/// Her own changes coming back: the team's change log holds every accepted write, hers too,
/// so the pull after a push meets the records she just sent. They are applied like any other
/// change (the store already holds them), but a sync report counts as received only what the
/// team sent her. The push notes each accepted record (`sync_echo`: its type, id and the
/// version the server gave it); the pull counts a change of a noted record as hers when it
/// carries that version (any, for a record with none), and forgets the note either way. At
/// the log's end every note is forgotten: whatever she pushed before has come back by then.
struct SyncEcho {
  private var versions: [String: Int?]

  var isEmpty: Bool { versions.isEmpty }

  /// Notes a record of hers the server accepted, with the version it gave (nil: none).
  static func expect(_ type: RecordType, _ id: RecordID, version: Int?, in db: StoreDatabase)
    throws
  {
    try db.cachedStatement(
      sql: "INSERT OR REPLACE INTO sync_echo (entityType, entityID, version) VALUES (?, ?, ?)"
    ).execute(arguments: [type.rawValue, id.text, version])
  }

  /// The notes the pull has not met yet (nearly always none: one cheap read per page).
  static func expected(in db: StoreDatabase) throws -> SyncEcho {
    var versions: [String: Int?] = [:]
    let rows = try StoreRow.fetchAll(
      db.cachedStatement(sql: "SELECT entityType, entityID, version FROM sync_echo")
    )
    for row in rows {
      let type: String = row["entityType"]
      let id: String = row["entityID"]
      versions[key(type, id)] = row[ServerStamps.version] as Int?
    }
    return SyncEcho(versions: versions)
  }

  /// True when `change` is her own accepted change coming back; forgets its note.
  mutating func isEcho(_ change: PulledChange, in db: StoreDatabase) throws -> Bool {
    guard let noted = versions.removeValue(forKey: Self.key(change.type.rawValue, change.id.text))
    else { return false }
    try db.cachedStatement(sql: "DELETE FROM sync_echo WHERE entityType = ? AND entityID = ?")
      .execute(arguments: [change.type.rawValue, change.id.text])
    guard case .record(let record) = change.content else { return false }
    guard let noted else { return true }
    return try JSONValue(encoding: record)[ServerStamps.version].intValue == noted
  }

  /// Forgets every note.
  static func forgetAll(in db: StoreDatabase) throws {
    try db.cachedStatement(sql: "DELETE FROM sync_echo").execute()
  }

  private static func key(_ type: String, _ id: String) -> String { "\(type)/\(id)" }
}
