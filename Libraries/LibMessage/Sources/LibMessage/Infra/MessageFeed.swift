import CoreDatabase
import CoreSync
import Foundation
import GRDB

/// The messages feed (`messages`): messages are stored by id, the nurse's read marks only
/// move forward, tombstones remove. Nothing pulled is queued to push.
struct MessageFeed: ChangeFeed {
  typealias Transaction = Database

  let api: any MessageAPI
  /// The nurse the feed's read marks belong to: the server sends the token's nurse's only.
  let nurse: String
  var name: String { "messages" }

  func page(since cursor: Int64, limit: Int) async throws -> ChangePage<MessageChange> {
    let page = try await api.messageChanges(since: cursor, limit: limit)
    return ChangePage(changes: page.changes, next: page.next, hasMore: page.hasMore)
  }

  func apply(_ changes: [MessageChange], in db: Database) throws -> Int {
    var applied = 0
    for change in changes {
      if let payload = change.message {
        // The patients feed is pulled first; a message about a patient this store does not
        // hold (removed meanwhile) has no thread to go to.
        guard try MessageSyncWrites.storeServerCopy(payload, in: db) else { continue }
        // The server has it: an entry still waiting for it (an answer lost to a crash) would
        // only be sent again for nothing.
        try db.execute(
          sql: "DELETE FROM outbox WHERE entityType = ? AND entityID = ?",
          arguments: [MessageOutbox.messageEntity, payload.id.lowercaseKey]
        )
        applied += 1
      } else if let mark = change.readMark {
        applied += try MessageSyncWrites.raiseReadMark(mark, nurse: nurse, in: db) ? 1 : 0
      } else if let id = change.deletedId {
        applied += try MessageRecord.deleteOne(db, key: id.lowercaseKey) ? 1 : 0
      }
    }
    return applied
  }
}
