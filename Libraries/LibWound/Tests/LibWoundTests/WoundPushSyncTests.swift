import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import Testing

@testable import LibWound

@Suite("Sync: pushing wounds, assessments and photos")
struct WoundPushSyncTests {
  let fixture: WoundFixture
  init() throws { fixture = try WoundFixture() }

  @Test func aWoundGoesBeforeItsAssessmentBeforeItsPhoto() async throws {
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    let assessment = try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    let hash = ContentHash.hex(SamplePhotos.jpeg)
    let server = WoundStubServer()

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(
      server.calls == [
        "POST /v1/patients/\(patient.databaseKey)/wounds",
        "POST /v1/wounds/\(wound.databaseKey)/assessments",
        "HEAD /v1/photos/\(hash)", "PUT /v1/photos/\(hash)",
        "POST /v1/assessments/\(assessment.databaseKey)/photos",
      ]
    )
    #expect(report == SyncReport(pushed: 3, pulled: 0, conflicts: 0, pending: 0))
    #expect(server.uploadedPhotos[hash] == SamplePhotos.jpeg)
    #expect(try await fixture.wounds.wound(wound).wound.version == 1)
    #expect(try await fixture.outbox().isEmpty)
    // The patient's own entry is LibPatient's to push.
    #expect(try await fixture.patients.pendingChangeCount() == 1)
  }

  @Test func aPhotoTheServerHasIsNeverSentAgain() async throws {
    let wound = try await fixture.openWound()
    let first = try await fixture.assess(wound, photos: [SamplePhotos.png])
    fixture.clock.advance(days: 2)
    let second = try await fixture.assess(wound, daysAfterStart: 1)
    try await fixture.wounds.attachPhoto(SamplePhotos.png, to: second)
    let hash = ContentHash.hex(SamplePhotos.png)
    let server = WoundStubServer(photos: [hash: SamplePhotos.png])

    _ = try await fixture.wounds.sync(using: server.client)

    let photoCalls = server.calls.filter { $0.contains("photos") }
    #expect(
      photoCalls == [
        "HEAD /v1/photos/\(hash)", "POST /v1/assessments/\(first.databaseKey)/photos",
        "HEAD /v1/photos/\(hash)", "POST /v1/assessments/\(second.databaseKey)/photos",
      ]
    )
  }

  @Test func aWoundHealedBeforeItsFirstSyncGoesOutOnTheVersionTheCreateGot() async throws {
    let wound = try await fixture.openWound()
    try await fixture.wounds.markHealed(wound)
    let server = WoundStubServer()

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(server.calls.map { $0.split(separator: " ")[0] } == ["POST", "PUT"])
    #expect(server.log.all.map(WoundStubServer.ifMatch) == [nil, 1, nil])
    #expect(report.pushed == 2)
    let stored = try await fixture.wounds.wound(wound).wound
    #expect(stored.version == 2)
    #expect(stored.status == .healed(on: WoundFixture.day(0)))
  }

  @Test func aRefusedChangeStaysWithItsErrorAndTheOthersGoOn() async throws {
    let refused = try await fixture.openWound()
    let accepted = try await fixture.openWound()
    let server = WoundStubServer { request in
      request.url!.path.contains("/wounds")
        && request.httpBody.map {
          String(decoding: $0, as: UTF8.self).contains(refused.databaseKey)
        } == true
        ? WoundStubServer.json(422, WoundServerFixtures.problem(422, "invalid", field: "site"))
        : nil
    }

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(report.pushed == 1)
    #expect(report.pending == 1)
    let left = try await fixture.outbox()
    #expect(left.map(\.entityID) == [refused])
    #expect(left[0].lastError == "422 refused (https://nurse.invalid/problems/invalid) field site")
    #expect(try await fixture.wounds.wound(accepted).wound.version == 1)
  }

  @Test func aFailureMidPushIsRetriedWithTheSameKeysAndNothingTwice() async throws {
    let wound = try await fixture.openWound()
    let assessment = try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    let photoKey = try await fixture.outbox()[2].idempotencyKey
    let failing = WoundStubServer { request in
      request.httpMethod == "PUT" ? WoundStubServer.json(503, "{}") : nil
    }

    await #expect(throws: SyncError.temporary(reason: "503 server error")) {
      try await fixture.wounds.sync(using: failing.client)
    }
    let left = try await fixture.outbox()
    #expect(left.map(\.idempotencyKey) == [photoKey])
    #expect(left[0].attempts == 1)

    let server = WoundStubServer()
    _ = try await fixture.wounds.sync(using: server.client)
    let hash = ContentHash.hex(SamplePhotos.jpeg)
    #expect(
      server.calls == [
        "HEAD /v1/photos/\(hash)", "PUT /v1/photos/\(hash)",
        "POST /v1/assessments/\(assessment.databaseKey)/photos",
      ]
    )
    let keys = server.log.all.map { $0.value(forHTTPHeaderField: "Idempotency-Key") }
    let uploadKey = PhotoPusher.uploadKey(for: photoKey).databaseKey
    #expect(failing.log.all[3].value(forHTTPHeaderField: "Idempotency-Key") == uploadKey)
    #expect(keys == [nil, uploadKey, photoKey.databaseKey, nil])
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func offlineOrARefusedTokenLeavesTheOutboxAsItWas() async throws {
    _ = try await fixture.openWound()
    await #expect(throws: SyncError.temporary(reason: "unreachable: offline")) {
      try await fixture.wounds.sync(using: UnreachableClient())
    }
    let refusing = WoundStubServer { _ in
      WoundStubServer.json(401, WoundServerFixtures.problem(401, "unauthorized"))
    }
    await #expect(throws: SyncError.unauthorized) {
      try await fixture.wounds.sync(using: refusing.client)
    }
    let left = try await fixture.outbox()
    #expect(left.count == 1)
    #expect(left[0].lastError == "unreachable: offline")
  }
}
