import CoreContract
import CoreDatabase
import Foundation
import GRDB

extension MessageSchema {
  /// `message.v2`: what the old sync left in the outbox travels as the team's wire records,
  /// and the old messages feed's cursor goes (the team's one change log replaced it).
  ///
  /// The old sync queued a message as its send body (the draft under its patient, no author) and a read mark as an update; CoreSync sends a message as `Wire.Message` and
  /// a read mark, a per-nurse record, as an append. Left as they were, the server would refuse
  /// every one of them for good. Each message is rebuilt from its row, which holds all of it;
  /// an entry whose message is gone (its patient erased) leaves the outbox.
  static let v2 = Migration("message.v2") { db in
    let messages = try Row.fetchAll(
      db,
      sql: "SELECT id, entityID, payload FROM outbox WHERE entityType = ? ORDER BY id",
      arguments: [Wire.Message.type.rawValue]
    )
    for entry in messages {
      let payload = entry["payload"] as Data
      guard (try? WireCoding.decoder.decode(Wire.Message.self, from: payload)) == nil else {
        continue
      }
      let id = (entry["entityID"] as String).lowercased()
      guard let record = try MessageRow.filter(key: id).fetchOne(db)?.record else {
        try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [entry["id"] as Int64])
        continue
      }
      try db.execute(
        sql: "UPDATE outbox SET payload = ? WHERE id = ?",
        arguments: [
          try WireCoding.encoder.encode(record), entry["id"] as Int64,
        ]
      )
    }
    try db.execute(
      sql: "UPDATE outbox SET operation = ? WHERE entityType = ? AND operation = ?",
      arguments: [
        OutboxEntry.Operation.append.rawValue, Wire.ReadMark.type.rawValue,
        OutboxEntry.Operation.update.rawValue,
      ]
    )
    if try db.tableExists("sync_cursor") {
      try db.execute(sql: "DELETE FROM sync_cursor WHERE feed = 'messages'")
    }
  }
}
