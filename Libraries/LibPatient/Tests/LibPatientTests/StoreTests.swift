import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibPatient

@Suite("The patient tables in the store")
struct StoreTests {
  @Test func theMigrationsAreRegisteredAndApplied() async throws {
    // The sync tables are CoreDatabase's: LibPatient no longer registers `sync.v1`. The
    // frozen ones keep their names and order; a kind's table follows them (`SyncedSchema`).
    #expect(
      PatientSchema.frozen.map(\.name) == [
        "patient.v1", "patient.v2", "patient.v3", "patient.v4", "patient.v5", "patient.v6",
        "patient.v7", "patient.v8", "patient.v9",
      ]
    )
    #expect(
      PatientLibrary.migrations.prefix(PatientSchema.frozen.count).map(\.name)
        == PatientSchema.frozen.map(\.name)
    )
    let fixture = try PatientFixture()
    let applied = try await fixture.store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
    }
    let names = ["sync.v1", "sync.v2", "patient.v1", "patient.v2", "patient.v3", "patient.v4"]
    for name in names + ["patient.v5", "patient.v6", "patient.v7"] {
      #expect(applied.contains(name))
    }
  }

  @Test func aStoreReopenedFromDiskStillHasTheData() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("nurse.sqlite")
    let id = Patient.ID()
    let clock = FixedClock(PatientFixture.start)
    do {
      let store = try Store.open(at: url, migrations: PatientLibrary.migrations)
      let library = PatientLibrary.live(store: store, now: clock.now)
      try await library.add(NewPatient(id: id, details: .sample))
      try await library.recordBraden(
        BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: .middling)
      )
    }
    let reopened = try Store.open(at: url, migrations: PatientLibrary.migrations)
    let library = PatientLibrary.live(store: reopened, now: clock.now)
    let patient = try await library.patient(id)
    #expect(patient.details == .sample)
    #expect(patient.latestBraden?.scores == .middling)
    #expect(try await library.pendingChangeCount() == 2)
  }

  @Test func idsAreStoredAsLowercaseTextAndBradenNeedsItsPatient() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let stored = try await fixture.store.writer.read { db in
      try String.fetchOne(db, sql: "SELECT id FROM patient")
    }
    #expect(stored == id.uuidString.lowercased())
    // The foreign key holds even for a write that skips the library's own check.
    await #expect(throws: DatabaseError.self) {
      try await fixture.store.writer.write { db in
        var orphan = PatientAdapter.record(
          from: BradenAssessment(
            patientID: Patient.ID(),
            assessedAt: PatientFixture.start,
            scores: .middling
          ),
          recordedAt: PatientFixture.start
        )
        orphan.id = UUID()
        try orphan.insertRow(db)
      }
    }
  }

  @Test func pendingChangeCountCountsTheWholeOutbox() async throws {
    let fixture = try PatientFixture()
    #expect(try await fixture.library.pendingChangeCount() == 0)
    let id = try await fixture.addPatient()
    try await fixture.library.recordBraden(
      BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: .middling)
    )
    try await fixture.library.archive(id)
    #expect(try await fixture.library.pendingChangeCount() == 3)
    // Another library's entry waits in the same outbox, and counts.
    try await fixture.store.writer.write { db in
      try Outbox.enqueue(
        OutboxEntry(entityType: "wound", entityID: UUID(), operation: .create, payload: Data()),
        in: db
      )
    }
    #expect(try await fixture.library.pendingChangeCount() == 4)
  }
}
