import GRDB

/// The tables sync keeps beside the outbox, in every store: where the pull stands, the
/// changes the server refused, the fields in conflict, the pulled changes not yet applied,
/// her own accepted changes the pull has not seen come back yet, and the bytes her accepted
/// records name that are still to upload.
/// CoreSync reads and writes them; they live here so that every store has them from the start.
enum SyncTables {
  static let migrations: [Migration] = [
    // Moved here from LibPatient, same name and schema: a store that has it keeps it.
    Migration("sync.v1") { db in
      try db.create(table: "sync_cursor") { table in
        table.primaryKey("feed", .text)
        table.column("cursor", .integer).notNull()
      }
    },
    Migration("sync.v2") { db in
      try db.execute(
        sql: """
          -- A change the server refused (4xx): out of the outbox, waiting for the nurse.
          CREATE TABLE sync_refused (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            entityType TEXT NOT NULL,
            entityID TEXT NOT NULL,
            operation TEXT NOT NULL,
            payload BLOB NOT NULL,
            idempotencyKey TEXT NOT NULL,
            baseVersion INTEGER,
            createdAt DATETIME NOT NULL,
            status INTEGER NOT NULL,
            problemType TEXT,
            field TEXT,
            reason TEXT NOT NULL,
            refusedAt DATETIME NOT NULL);
          -- One field both the nurse and a colleague changed to different values.
          CREATE TABLE sync_conflict (
            id TEXT PRIMARY KEY,
            entityType TEXT NOT NULL,
            entityID TEXT NOT NULL,
            field TEXT NOT NULL,
            mine BLOB NOT NULL,
            theirs BLOB NOT NULL,
            createdAt DATETIME NOT NULL,
            UNIQUE (entityType, entityID, field));
          -- A pulled change this store could not apply yet, kept raw and retried.
          CREATE TABLE sync_parked (
            sequence INTEGER PRIMARY KEY,
            entityType TEXT NOT NULL,
            entityID TEXT NOT NULL,
            record BLOB,
            reason TEXT NOT NULL);
          CREATE INDEX sync_parked_on_entity ON sync_parked(entityType, entityID);
          """
      )
    },
    Migration("sync.v3") { db in
      try db.execute(
        sql: """
          -- A record of hers the server accepted, whose change the team's log has not shown
          -- her yet: the pull does not count that echo as a change received from the team.
          CREATE TABLE sync_echo (
            entityType TEXT NOT NULL,
            entityID TEXT NOT NULL,
            version INTEGER,
            PRIMARY KEY (entityType, entityID));
          """
      )
    },
    Migration("sync.v4") { db in
      try db.execute(
        sql: """
          -- Bytes a record the server accepted names, not known to be on the server yet: the
          -- record went first (a colleague sees it at once), the bytes follow.
          CREATE TABLE sync_upload (sha256 TEXT PRIMARY KEY);
          """
      )
    },
    Migration("sync.v5") { db in
      try db.execute(
        sql: """
          -- The server's change log the cursor belongs to: a new one means the server was
          -- restored from a backup (docs/sync.md, "A server restored from a backup").
          ALTER TABLE sync_cursor ADD COLUMN log TEXT;
          -- What this store held when it learnt of the restore, each record as it was: once the
          -- restored log is pulled to its end, what the log lacks or holds older is pushed again.
          -- `seen` once the restored log has shown the record.
          CREATE TABLE sync_rewind (
            entityType TEXT NOT NULL,
            entityID TEXT NOT NULL,
            record TEXT NOT NULL,
            seen INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (entityType, entityID));
          """
      )
    },
  ]
}
