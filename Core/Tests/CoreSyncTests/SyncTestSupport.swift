import CoreContract
import CoreDatabase
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import GRDB

/// Two tiny tables, one row of wire JSON each: patients, and Braden scores under them (a
/// foreign key, so a score whose patient is absent cannot be stored and is parked).
enum TestTables {
  static let migrations = [
    Migration("test.v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE test_patient (id TEXT PRIMARY KEY, json BLOB NOT NULL);
          CREATE TABLE test_braden (
            id TEXT PRIMARY KEY,
            patientId TEXT NOT NULL REFERENCES test_patient(id) ON DELETE CASCADE,
            json BLOB NOT NULL);
          """
      )
    }
  ]

  static let patients = SyncedRecords(
    Wire.Patient.self,
    stored: .table("test_patient"),
    save: { patient, db in
      try db.execute(
        sql: """
          INSERT INTO test_patient (id, json) VALUES (?, ?)
          ON CONFLICT (id) DO UPDATE SET json = excluded.json
          """,
        arguments: [patient.id.text, try WireCoding.encoder.encode(patient)]
      )
    },
    delete: { id, db in
      try db.execute(sql: "DELETE FROM test_patient WHERE id = ?", arguments: [id.text])
    },
    current: { id, db in
      try Data.fetchOne(db, sql: "SELECT json FROM test_patient WHERE id = ?", arguments: [id.text])
        .map { try WireCoding.decoder.decode(Wire.Patient.self, from: $0) }
    }
  )

  static let bradens = SyncedRecords(
    Wire.Braden.self,
    stored: .table("test_braden"),
    save: { braden, db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO test_braden (id, patientId, json) VALUES (?, ?, ?)",
        arguments: [braden.id.text, braden.patientId.text, try WireCoding.encoder.encode(braden)]
      )
    },
    delete: { id, db in
      try db.execute(sql: "DELETE FROM test_braden WHERE id = ?", arguments: [id.text])
    },
    current: { id, db in
      try Data.fetchOne(db, sql: "SELECT json FROM test_braden WHERE id = ?", arguments: [id.text])
        .map { try WireCoding.decoder.decode(Wire.Braden.self, from: $0) }
    }
  )

  static let kinds: [any SyncedKind] = [patients, bradens]
}

/// One nurse's store and sync engine against a shared `FakeTeamServer`.
struct TestNurse {
  let store: Store
  let server: FakeTeamServer
  let name: String
  let kinds: [any SyncedKind]
  let pageSize: Int
  let pagesPerWrite: Int
  let pushBatchSize: Int

  init(
    _ name: String = "alice",
    on server: FakeTeamServer,
    kinds: [any SyncedKind] = TestTables.kinds,
    pageSize: Int = 100,
    pagesPerWrite: Int = 4,
    pushBatchSize: Int = 200,
    store: Store? = nil
  ) throws {
    self.store = try store ?? Store.inMemory(migrations: TestTables.migrations)
    self.server = server
    self.name = name
    self.kinds = kinds
    self.pageSize = pageSize
    self.pagesPerWrite = pagesPerWrite
    self.pushBatchSize = pushBatchSize
  }

  var engine: SyncEngine {
    SyncEngine(
      store: store,
      client: server.client(for: name),
      kinds: kinds,
      pageSize: pageSize,
      pagesPerWrite: pagesPerWrite,
      pushBatchSize: pushBatchSize
    )
  }
  var ledger: SyncLedger { SyncLedger(store: store) }

  /// The same store with other kinds (an app that learned a new kind).
  func with(kinds: [any SyncedKind]) throws -> TestNurse {
    try TestNurse(
      name,
      on: server,
      kinds: kinds,
      pageSize: pageSize,
      pagesPerWrite: pagesPerWrite,
      pushBatchSize: pushBatchSize,
      store: store
    )
  }

  @discardableResult
  func sync() async throws -> SyncReport { try await engine.sync() }

  /// Stores a new record and its outbox entry in one transaction, as a library does.
  func add<Record: TeamRecord>(_ record: Record, kind: SyncedRecords<Record>) async throws {
    try await store.writer.write { db in
      try kind.save(try JSONValue(encoding: record), in: db)
      try SyncOutbox.add(record, in: db)
    }
  }

  func create(_ patient: Wire.Patient) async throws {
    try await add(patient, kind: TestTables.patients)
  }

  /// Edits a stored patient and queues the changed fields on the version she holds.
  func edit(_ id: RecordID, _ change: @Sendable (inout Wire.Patient) -> Void) async throws {
    try await store.writer.write { db in
      let old = try TestTables.patients.current(id, in: db)!.decode(as: Wire.Patient.self)
      var new = old
      change(&new)
      try TestTables.patients.save(try JSONValue(encoding: new), in: db)
      try SyncOutbox.update(from: old, to: new, baseVersion: old.version, in: db)
    }
  }

  func patient(_ id: RecordID) async throws -> Wire.Patient? {
    try await store.writer.read { db in
      try TestTables.patients.current(id, in: db)?.decode(as: Wire.Patient.self)
    }
  }

  func braden(_ id: RecordID) async throws -> Wire.Braden? {
    try await store.writer.read { db in
      try TestTables.bradens.current(id, in: db)?.decode(as: Wire.Braden.self)
    }
  }

  func outbox() async throws -> [OutboxEntry] {
    try await store.writer.read { db in try Outbox.pending(in: db) }
  }

  func cursor() async throws -> Int64? {
    try await store.writer.read { db in
      try Int64.fetchOne(db, sql: "SELECT cursor FROM sync_cursor WHERE feed = 'team'")
    }
  }

  /// The field changes queued in the outbox, entry by entry.
  func queuedChanges() async throws -> [[Wire.FieldChange]] {
    try await outbox().filter { $0.operation == .update }.map {
      try WireCoding.decoder.decode(Wire.RecordPatch.self, from: $0.payload).changes
    }
  }
}

enum Fixture {
  static let createdAt = Date(timeIntervalSince1970: 1_772_359_201)

  static func patient(_ given: String = "Ada", id: RecordID = RecordID(UUID())) -> Wire.Patient {
    Wire.Patient(
      id: id,
      givenName: given,
      familyName: "Lovelace",
      birthDate: "1950-01-01",
      sex: .female,
      phone: "0100 00 00 00",
      notes: "first notes",
      createdAt: createdAt,
      updatedAt: createdAt
    )
  }

  static func braden(patient: RecordID, id: RecordID = RecordID(UUID())) -> Wire.Braden {
    Wire.Braden(
      id: id,
      patientId: patient,
      assessedAt: createdAt,
      sensoryPerception: 3,
      moisture: 3,
      activity: 2,
      mobility: 2,
      nutrition: 3,
      frictionShear: 2
    )
  }

  static func server() -> FakeTeamServer {
    FakeTeamServer(types: [Wire.Patient.self, Wire.Braden.self])
  }
}

extension TestNurse {
  /// Makes the store refuse to move the pull's cursor to `cursor`: the transaction storing
  /// the page (or run) that ends there fails in SQLite, as a full disk or a fault would.
  func refuseCursor(_ cursor: Int) async throws {
    try await store.writer.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER refuse_insert BEFORE INSERT ON sync_cursor WHEN NEW.cursor = \(cursor)
          BEGIN SELECT RAISE(ABORT, 'refused'); END;
          CREATE TRIGGER refuse_update BEFORE UPDATE ON sync_cursor WHEN NEW.cursor = \(cursor)
          BEGIN SELECT RAISE(ABORT, 'refused'); END;
          """
      )
    }
  }
}
