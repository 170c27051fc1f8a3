import CoreDatabase
import CoreSync
import Foundation
import Testing

@testable import LibWound

@Suite("Sync: a status change another nurse overtook")
struct WoundConflictSyncTests {
  let fixture: WoundFixture
  init() throws { fixture = try WoundFixture() }

  /// A wound opened and synced once (version 1), then healed here.
  func healedAfterFirstSync() async throws -> (wound: UUID, patient: UUID) {
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    _ = try await fixture.wounds.sync(using: WoundStubServer().client)
    try await fixture.wounds.markHealed(wound)
    return (wound, patient)
  }

  /// The first `PUT` is stale against `current`; later ones are stored.
  func server(current: String) -> WoundStubServer {
    let puts = CallCounter()
    return WoundStubServer { request in
      guard request.httpMethod == "PUT", puts.next() == 1 else { return nil }
      return WoundStubServer.json(412, WoundServerFixtures.stale(current: current))
    }
  }

  @Test func herStatusIsQueuedAgainOnTheServersVersionAndSent() async throws {
    let (wound, patient) = try await healedAfterFirstSync()
    let current = WoundServerFixtures.wound(
      id: wound.databaseKey,
      patientID: patient.databaseKey,
      version: 3
    )
    let server = server(current: current)

    let report = try await fixture.wounds.sync(using: server.client)

    let puts = server.log.all.filter { $0.httpMethod == "PUT" }
    #expect(puts.map(WoundStubServer.ifMatch) == [1, 3])
    #expect(report.pushed == 1)
    #expect(report.conflicts == 0)
    #expect(report.pending == 0)
    let stored = try await fixture.wounds.wound(wound).wound
    #expect(stored.status == .healed(on: WoundFixture.day(0)))
    #expect(stored.version == 4)
    // The colleague's other fields are kept.
    #expect(stored.description == "medial")
  }

  @Test func herChangeWaitsInTheOutboxWhenTheServerCannotTakeItNow() async throws {
    let (wound, patient) = try await healedAfterFirstSync()
    let current = WoundServerFixtures.wound(
      id: wound.databaseKey,
      patientID: patient.databaseKey,
      status: "closed",
      version: 3
    )
    let puts = CallCounter()
    let server = WoundStubServer { request in
      guard request.httpMethod == "PUT" else { return nil }
      return puts.next() == 1
        ? WoundStubServer.json(412, WoundServerFixtures.stale(current: current))
        : WoundStubServer.json(503, "{}")
    }

    await #expect(throws: SyncError.temporary(reason: "503 server error")) {
      try await fixture.wounds.sync(using: server.client)
    }

    let left = try await fixture.outbox()
    #expect(left.count == 1)
    #expect(left[0].baseVersion == 3)
    let stored = try await fixture.wounds.wound(wound).wound
    #expect(stored.status == .healed(on: WoundFixture.day(0)))
    #expect(stored.version == 3)
  }

  @Test func theSameChangeMadeByAColleagueLeavesNothingToSend() async throws {
    let (wound, patient) = try await healedAfterFirstSync()
    let current = WoundServerFixtures.wound(
      id: wound.databaseKey,
      patientID: patient.databaseKey,
      status: "healed",
      healedOn: WoundFixture.day(0).description,
      version: 3
    )
    let server = server(current: current)

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(server.log.all.filter { $0.httpMethod == "PUT" }.count == 1)
    #expect(report.pending == 0)
    #expect(try await fixture.wounds.wound(wound).wound.version == 3)
  }
}
