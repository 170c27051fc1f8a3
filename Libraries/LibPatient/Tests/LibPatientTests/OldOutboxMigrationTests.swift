import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibPatient

/// `patient.v4` turns the whole-patient updates the old sync queued into field changes that
/// CoreSync can push and lay over a pulled patient.
@Suite("patient.v4: the old sync's patient updates become field changes")
struct OldOutboxMigrationTests {
  static let unsynced = "6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11"
  static let synced = "0b7d3c2a-1e5f-4a9b-8c6d-7e2f1a0b9c3d"

  @Test func anEditAfterAnUnsyncedCreateChangesFromItAndASyncedOneFromNull() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("nurse.sqlite")
    do {
      // A store as the previous LibPatient left it: a create, its edit, an edit of a patient
      // synced before, and the old feeds' cursors.
      let old = try Store.open(at: url, migrations: [PatientSchema.v1, PatientSchema.v2])
      try await old.writer.write { db in
        let payload = { (id: String, phone: String?) in
          Data(
            PatientMigrationTests.payload(
              givenName: "Zoë",
              phone: phone,
              status: "active",
              version: 1
            )
            .replacingOccurrences(of: PatientMigrationTests.patientID, with: id).utf8
          )
        }
        for (id, operation, phone) in [
          (Self.unsynced, OutboxEntry.Operation.create, nil),
          (Self.unsynced, .update, "+33 6"),
          (Self.synced, .update, "+33 7"),
        ] {
          try Outbox.enqueue(
            OutboxEntry(
              entityType: Wire.Patient.type.rawValue,
              entityID: try #require(UUID(uuidString: id)),
              operation: operation,
              payload: payload(id, phone)
            ),
            in: db
          )
        }
        try db.execute(sql: "INSERT INTO sync_cursor (feed, cursor) VALUES ('patients', 7)")
      }
    }
    let store = try Store.open(at: url, migrations: PatientLibrary.migrations)

    let entries = try await store.writer.read { db in try Outbox.pending(in: db) }
    #expect(entries.map(\.operation) == [.create, .update, .update])
    let edit = try WireCoding.decoder.decode(Wire.RecordPatch.self, from: entries[1].payload)
    #expect(edit.changes == [Wire.FieldChange(field: "phone", from: .null, to: .string("+33 6"))])
    let blind = try WireCoding.decoder.decode(Wire.RecordPatch.self, from: entries[2].payload)
    #expect(Set(blind.changes.map(\.field)) == Wire.Patient.mergeableFields)
    #expect(blind.changes.allSatisfy { $0.from == .null })
    let cursors = try await store.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sync_cursor") ?? -1
    }
    #expect(cursors == 0)
  }
}
