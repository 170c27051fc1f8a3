import CoreDatabase
import GRDB

/// LibMessage's frozen migrations, run after `PatientLibrary.migrations`: a message hangs under
/// a patient. The sync tables are CoreDatabase's own. A shipped migration is never edited.
enum MessageSchema {
  static let migrations: [Migration] = [v1, v2]

  static let v1 = Migration("message.v1") { db in
    try db.create(table: "message") { table in
      table.primaryKey("id", .text)
      // A patient the patients feed removes (moved to another team) takes her thread with
      // her: this nurse can no longer see her, nor what was said about her.
      table.column("patientID", .text).notNull()
        .references("patient", onDelete: .cascade)
      table.column("author", .text).notNull()
      table.column("body", .text).notNull()
      table.column("sentAt", .datetime).notNull()
      // No foreign key: a tombstone may remove a message that others answered, and the
      // answers stay. `send` checks the reply is to a message of the same thread.
      table.column("replyTo", .text)
      // The server's change sequence number; NULL while the message is pending.
      table.column("sequence", .integer)
    }
    // A thread in order, and the newest message of each thread for the inbox.
    try db.create(
      index: "message_on_patient_sent",
      on: "message",
      columns: ["patientID", "sentAt", "sequence"]
    )

    // How far each nurse has read each thread, in the server's sequence numbers. Keyed by
    // nurse as well, so that a store another nurse logs in to does not inherit the marks.
    try db.create(table: "readMark") { table in
      table.column("patientID", .text).notNull()
        .references("patient", onDelete: .cascade)
      table.column("nurse", .text).notNull()
      table.column("upToSequence", .integer).notNull()
      table.primaryKey(["patientID", "nurse"])
    }
  }
}
