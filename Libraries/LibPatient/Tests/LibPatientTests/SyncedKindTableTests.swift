import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibPatient

/// docs/sync.md, "Adding a synced record type": a new kind's table is declared on the kind
/// (`SyncedRecords(migrations:)`) and the library's schema registers it from its kinds, after
/// the frozen migrations, whose names and order existing stores keep. Proved on a kind that
/// exists only in this test.
@Suite("A synced kind brings its table")
struct SyncedKindTableTests {
  /// A note on a patient: the test's stand-in for a new contract record such as `Wire.ABPI`.
  struct Note: TeamRecord {
    var id: RecordID
    var patientId: RecordID
    var text: String

    static let type = RecordType(rawValue: "testNote")
    static let policy = RecordPolicy.appendOnly
    enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, patientId, text
    }
    static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    var recordID: RecordID { id }
    var parent: RecordReference? { RecordReference(Wire.Patient.type, patientId) }
    func validate(today: Date) throws(RuleViolation) {}
  }

  /// The kind as a library would declare it, its table with it.
  static let notes = SyncedRecords(
    Note.self,
    stored: .table("testNote"),
    heldIn: "testNote",
    migrations: [
      Migration("patient.testNote.v1") { db in
        try db.create(table: "testNote") { table in
          table.primaryKey("id", .text)
          table.column("patientId", .text).notNull()
          table.column("text", .text).notNull()
        }
      }
    ],
    save: { note, db in
      try db.execute(
        sql: "INSERT INTO testNote (id, patientId, text) VALUES (?, ?, ?)",
        arguments: [note.id.text, note.patientId.text, note.text]
      )
    },
    delete: { id, db in
      try db.execute(sql: "DELETE FROM testNote WHERE id = ?", arguments: [id.text])
    },
    current: { id, db in
      try Row.fetchOne(db, sql: "SELECT * FROM testNote WHERE id = ?", arguments: [id.text]).map {
        Note(
          id: RecordID($0["id"] as String)!,
          patientId: RecordID($0["patientId"] as String)!,
          text: $0["text"]
        )
      }
    }
  )

  /// The library's migrations with the test's kind declared after its own.
  static let schema = SyncedSchema.migrations(
    frozen: PatientSchema.frozen,
    kinds: PatientSync.kinds + [notes]
  )

  /// The identifiers a store recorded, in the order it applied them.
  static func applied(in store: Store) async throws -> [String] {
    try await store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
  }

  @Test func theKindsTableIsMadeAfterTheFrozenMigrationsAndHoldsItsRecords() async throws {
    let directory = TemporaryDirectory()
    let store = try Store.open(at: directory.file("nurse.sqlite"), migrations: Self.schema)
    let applied = try await Self.applied(in: store)
    #expect(Array(applied.suffix(PatientSchema.frozen.count + 1)) == Self.schema.map(\.name))
    #expect(applied.last == "patient.testNote.v1")

    let note = Note(id: RecordID(UUID()), patientId: RecordID(UUID()), text: "Asked for the nurse.")
    let stored = try await store.writer.write { db in
      try Self.notes.save(record: note, in: db)
      return try Self.notes.current(note.id, in: db)
    }
    #expect(stored == (try JSONValue(encoding: note)))
    let held = try await store.writer.read { db in try Self.notes.holds(note.id, in: db) }
    #expect(held)
  }

  /// A store the previous schema made (every frozen migration, nothing more) applies nothing
  /// again: its recorded migrations and their order stay as they were, and a kind added later
  /// brings only its own table.
  @Test func aStoreThePreviousSchemaMadeKeepsItsMigrationsAndGainsOnlyTheNewKinds() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("nurse.sqlite")
    let before: [String]
    do {
      let old = try Store.open(at: url, migrations: PatientSchema.frozen)
      before = try await Self.applied(in: old)
    }
    #expect(
      Array(before.suffix(PatientSchema.frozen.count)) == [
        "patient.v1", "patient.v2", "patient.v3", "patient.v4", "patient.v5", "patient.v6",
        "patient.v7", "patient.v8", "patient.v9",
      ]
    )
    do {
      let reopened = try Store.open(at: url, migrations: PatientLibrary.migrations)
      #expect(try await Self.applied(in: reopened) == before)
    }
    let withTheKind = try Store.open(at: url, migrations: Self.schema)
    #expect(try await Self.applied(in: withTheKind) == before + ["patient.testNote.v1"])
  }
}
