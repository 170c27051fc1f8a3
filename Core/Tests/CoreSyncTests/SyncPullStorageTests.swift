import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Synchronization
import Testing

/// A pull stores its pages with the writer set for a run of large transactions
/// (`Store.writingInBulk`), and leaves it as it found it.
@Suite("Sync pull storage")
struct SyncPullStorageTests {
  /// The writer's `wal_autocheckpoint` each time a pulled patient was saved.
  private final class Seen: Sendable {
    let checkpointPages = Mutex<[Int]>([])
  }

  /// The test patients, noting the writer's checkpoint setting as each one is stored.
  private func patients(noting seen: Seen) -> SyncedRecords<Wire.Patient> {
    SyncedRecords(
      Wire.Patient.self,
      stored: .table("test_patient"),
      save: { patient, db in
        let pages = try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 0
        seen.checkpointPages.withLock { $0.append(pages) }
        try TestTables.patients.save(record: patient, in: db)
      },
      delete: { id, db in try TestTables.patients.delete(id, in: db) },
      current: { id, db in
        try Data.fetchOne(
          db,
          sql: "SELECT json FROM test_patient WHERE id = ?",
          arguments: [id.text]
        )
        .map { try WireCoding.decoder.decode(Wire.Patient.self, from: $0) }
      }
    )
  }

  private func checkpointPages(_ store: Store) async throws -> Int? {
    try await store.writer.writeWithoutTransaction { db in
      try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint")
    }
  }

  @Test func pagesAreStoredInBulkAndTheWriterIsSetBack() async throws {
    let server = Fixture.server()
    for given in ["P1", "P2", "P3"] { server.seed(Fixture.patient(given)) }
    let seen = Seen()
    let alice = try TestNurse(
      on: server,
      kinds: [patients(noting: seen), TestTables.bradens],
      pageSize: 2
    )
    let before = try await checkpointPages(alice.store)

    #expect(try await alice.engine.pull() == 3)

    #expect(
      seen.checkpointPages.withLock { $0 } == Array(repeating: Store.bulkCheckpointPages, count: 3)
    )
    #expect(try await checkpointPages(alice.store) == before)
  }

  @Test func aFailedPullSetsTheWriterBack() async throws {
    let server = Fixture.server()
    for given in ["P1", "P2", "P3"] { server.seed(Fixture.patient(given)) }
    let alice = try TestNurse(on: server, pageSize: 2)
    let before = try await checkpointPages(alice.store)
    server.failNext(.offline, skipping: 1, method: "GET")

    await #expect(throws: SyncError.self) { try await alice.engine.pull() }

    #expect(try await alice.cursor() == 2)
    #expect(try await checkpointPages(alice.store) == before)
  }
}
