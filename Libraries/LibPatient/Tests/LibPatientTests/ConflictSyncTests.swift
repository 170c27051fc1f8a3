import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import Testing

@testable import LibPatient

@Suite("Sync: a stale update becomes a conflict")
struct ConflictSyncTests {
  let fixture: PatientFixture
  let id = UUID(uuidString: ServerFixtures.patientID)!

  init() throws { fixture = try PatientFixture() }

  /// The patient synced once (version 1), then edited locally, then refused as stale: the
  /// server has her as "Zoé" at version 3.
  func conflictOnEdit() async throws {
    try await fixture.addPatient(id: id)
    _ = try await fixture.library.sync(using: StubServer().client)
    var details = PatientDetails.sample
    details.notes = "Mine: dressing changed"
    try await fixture.library.edit(id, details: details)
    let current = ServerFixtures.patient(givenName: "Zoé", version: 3)
    let server = StubServer { request in
      request.httpMethod == "PUT"
        ? (412, ServerFixtures.stale(current: current)) : (200, StubServer.emptyFeed)
    }
    let report = try await fixture.library.sync(using: server.client)
    #expect(report.conflicts == 1)
    #expect(report.pending == 0)
  }

  @Test func theServersVersionIsStoredAndMineIsKept() async throws {
    try await conflictOnEdit()

    let patient = try await fixture.library.patient(id)
    #expect(patient.details.givenName == "Zoé")
    #expect(patient.version == 3)
    let conflicts = try await fixture.library.conflicts()
    #expect(conflicts.count == 1)
    #expect(conflicts[0].patientID == id)
    #expect(conflicts[0].mine.details.notes == "Mine: dressing changed")
    #expect(conflicts[0].theirs.details.givenName == "Zoé")
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func keepingMineQueuesItOnTopOfTheServersVersion() async throws {
    try await conflictOnEdit()
    let conflict = try #require(try await fixture.library.conflicts().first)

    try await fixture.library.resolveConflict(conflict.id, keep: .mine)

    #expect(try await fixture.library.conflicts().isEmpty)
    let patient = try await fixture.library.patient(id)
    #expect(patient.details.notes == "Mine: dressing changed")
    #expect(patient.details.givenName == "Zoë")
    let outbox = try await fixture.outbox()
    #expect(outbox.count == 1)
    #expect(outbox[0].operation == .update)
    #expect(outbox[0].baseVersion == 3)

    let server = StubServer()
    _ = try await fixture.library.sync(using: server.client)
    #expect(server.log.all.first.map(StubServer.ifMatch) == 3)
    #expect(try await fixture.library.patient(id).version == 4)
  }

  @Test func keepingTheirsDropsMine() async throws {
    try await conflictOnEdit()
    let conflict = try #require(try await fixture.library.conflicts().first)

    try await fixture.library.resolveConflict(conflict.id, keep: .theirs)

    #expect(try await fixture.library.conflicts().isEmpty)
    #expect(try await fixture.outbox().isEmpty)
    #expect(try await fixture.library.patient(id).details.givenName == "Zoé")
  }

  @Test func resolvingAnUnknownConflictThrows() async throws {
    let unknown = UUID()
    await #expect(throws: ConflictNotFound(id: unknown)) {
      try await fixture.library.resolveConflict(unknown, keep: .mine)
    }
  }
}
