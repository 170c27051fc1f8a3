import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import Testing

/// The per-record work a pull does, made cheap for its target (docs/speed.md), still answers what
/// it did.
@Suite("Sync apply path")
struct SyncApplyPathTests {
  /// The append-only check finds a stored row by id, and only that one, asked many times
  /// over one connection (its statement is reused).
  @Test func appendOnlyRowsFindsAStoredRowByItsID() async throws {
    let store = try Store.inMemory(migrations: TestTables.migrations)
    let stored = RecordID(UUID())
    let answers = try await store.writer.write { db in
      try db.execute(
        sql: "INSERT INTO test_patient (id, json) VALUES (?, ?)",
        arguments: [stored.text, Data("{}".utf8)]
      )
      return try (0..<3).map { _ in
        (
          try AppendOnlyRows.contains(stored, in: "test_patient", db: db),
          try AppendOnlyRows.contains(RecordID(UUID()), in: "test_patient", db: db),
          try AppendOnlyRows.contains(stored, in: "test_braden", db: db)
        )
      }
    }
    #expect(answers.map(\.0) == [true, true, true])
    #expect(answers.map(\.1) == [false, false, false])
    #expect(answers.map(\.2) == [false, false, false])
  }

  /// A kind that names no bytes answers none without reading the record (a record it could
  /// not even decode); a kind that names some still reads it, and refuses what is unreadable.
  @Test func onlyAKindThatNamesBytesReadsTheRecordForThem() throws {
    let unreadable = JSONValue.object(["id": .string("not an id")])
    #expect(try TestTables.patients.blobs(in: unreadable).isEmpty)
    let withBytes = SyncedRecords(
      Wire.Patient.self,
      stored: .table("test_patient"),
      save: { _, _ in },
      delete: { _, _ in },
      blobs: { [$0.givenName] }
    )
    let patient = Fixture.patient("Grace")
    #expect(try withBytes.blobs(in: JSONValue(encoding: patient)) == ["Grace"])
    #expect(throws: (any Error).self) { try withBytes.blobs(in: unreadable) }
  }
}
