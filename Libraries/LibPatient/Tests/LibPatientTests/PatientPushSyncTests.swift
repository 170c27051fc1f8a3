import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import Testing

@testable import LibPatient

@Suite("Sync: pushing patients and assessments")
struct PatientPushSyncTests {
  let fixture: PatientFixture
  init() throws { fixture = try PatientFixture() }

  func recordBraden(for patientID: UUID) async throws -> UUID {
    let assessment = BradenAssessment(
      patientID: patientID,
      assessedAt: fixture.clock.now(),
      scores: .middling
    )
    try await fixture.library.recordBraden(assessment)
    return assessment.id
  }

  @Test func aPatientReachesTheServerBeforeHerAssessment() async throws {
    let id = try await fixture.addPatient()
    let bradenID = try await recordBraden(for: id)
    let server = StubServer()

    let report = try await fixture.library.sync(using: server.client)

    #expect(
      server.writes == [
        "PUT /v1/patients/\(id.databaseKey)", "PUT /v1/braden/\(bradenID.databaseKey)",
      ]
    )
    #expect(report == SyncReport(pushed: 2, pulled: 0, conflicts: 0, pending: 0))
    #expect(try await fixture.library.patient(id).version == 1)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func editsBeforeTheFirstSyncGoOutOnTheVersionTheCreateGot() async throws {
    let id = try await fixture.addPatient()
    var details = PatientDetails.sample
    details.notes = "Second visit"
    try await fixture.library.edit(id, details: details)
    details.notes = "Third visit"
    try await fixture.library.edit(id, details: details)
    let server = StubServer()

    let report = try await fixture.library.sync(using: server.client)

    let ifMatches = server.log.all.filter { $0.httpMethod == "PUT" }.map(StubServer.ifMatch)
    #expect(ifMatches == [nil, 1, 2])
    #expect(report.pushed == 3)
    let patient = try await fixture.library.patient(id)
    #expect(patient.version == 3)
    #expect(patient.details.notes == "Third visit")
  }

  @Test func aRetryAfterAFailureMidPushReusesTheSameKey() async throws {
    let id = try await fixture.addPatient()
    _ = try await recordBraden(for: id)
    let bradenKey = try await fixture.outbox()[1].idempotencyKey
    let failing = StubServer { request in
      request.url!.path.hasPrefix("/v1/braden/") ? (503, "{}") : StubServer.echo(request)
    }

    await #expect(throws: SyncError.temporary(reason: "503 server error")) {
      try await fixture.library.sync(using: failing.client)
    }
    let left = try await fixture.outbox()
    #expect(left.map(\.idempotencyKey) == [bradenKey])
    #expect(left[0].attempts == 1)
    #expect(left[0].lastError == "503 server error")

    let server = StubServer()
    _ = try await fixture.library.sync(using: server.client)
    let retried = server.log.all.first { $0.httpMethod == "PUT" }
    #expect(retried?.value(forHTTPHeaderField: "Idempotency-Key") == bradenKey.databaseKey)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func offlineLeavesTheOutboxAsItWas() async throws {
    try await fixture.addPatient()
    let before = try await fixture.outbox()
    await #expect(throws: SyncError.temporary(reason: "unreachable: offline")) {
      try await fixture.library.sync(using: UnreachableClient())
    }
    let after = try await fixture.outbox()
    #expect(after.map(\.idempotencyKey) == before.map(\.idempotencyKey))
    #expect(after.map(\.payload) == before.map(\.payload))
    #expect(after[0].lastError == "unreachable: offline")
  }

  @Test func aRefusedTokenIsReportedAsUnauthorized() async throws {
    try await fixture.addPatient()
    let server = StubServer { _ in (401, ServerFixtures.unauthorized) }
    await #expect(throws: SyncError.unauthorized) {
      try await fixture.library.sync(using: server.client)
    }
    #expect(try await fixture.outbox().count == 1)
  }
}
