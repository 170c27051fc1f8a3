import Foundation
import GRDB
import HummingbirdTesting
import Testing

@testable import NurseServer

@Suite struct IdempotencyTests {
  @Test func aReplayReturnsTheFirstAnswerAndWritesNothing() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let first = try await client.putPatient(patient, token: token, key: "push-1")
      let replay = try await client.putPatient(patient, token: token, key: "push-1")
      #expect(first.status == .created)
      #expect(replay.status == .created)
      #expect(replay.text == first.text)
      let counts = try await server.store.pool.read { db in
        (
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM patient")!,
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM changeLog")!
        )
      }
      #expect(counts.0 == 1)
      #expect(counts.1 == 1)
    }
  }

  @Test func aReplayedUpdateDoesNotBumpTheVersionTwice() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      var patient = Fixtures.patient()
      _ = try await client.putPatient(patient, token: token)
      patient["notes"] = "Visit on Mondays"
      let first = try await client.putPatient(
        patient,
        token: token,
        key: "edit-1",
        ifMatch: "\"1\""
      )
      let replay = try await client.putPatient(
        patient,
        token: token,
        key: "edit-1",
        ifMatch: "\"1\""
      )
      #expect(first.json["version"] as? Int == 2)
      #expect(replay.status == .ok)
      #expect(replay.json["version"] as? Int == 2)
      let read = try await client.send(.get, "/v1/patients/\(patient["id"]!)", token: token)
      #expect(read.json["version"] as? Int == 2)
    }
  }

  @Test func keysBelongToTheirNurse() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      #expect(
        try await client.putPatient(Fixtures.patient(), token: anna, key: "same").status == .created
      )
      #expect(
        try await client.putPatient(Fixtures.patient(), token: bea, key: "same").status == .created
      )
    }
  }

  @Test func aKeyReusedForAnotherRecordIs422() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      _ = try await client.putPatient(Fixtures.patient(), token: token, key: "once")
      let reuse = try await client.putPatient(Fixtures.patient(), token: token, key: "once")
      #expect(reuse.isProblem(.unprocessableContent, field: "Idempotency-Key"))
    }
  }

  @Test func aWriteWithoutAKeyIs400() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let response = try await client.send(
        .put,
        "/v1/patients/\(patient["id"]!)",
        token: token,
        json: patient
      )
      #expect(response.isProblem(.badRequest, field: "Idempotency-Key"))
    }
  }

  @Test func aRefusedWriteIsNotRememberedSoTheCorrectedRetrySucceeds() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      _ = try await client.putPatient(patient, token: token)
      let missing = try await client.putPatient(patient, token: token, key: "retry")
      #expect(missing.status == .preconditionRequired)
      let corrected = try await client.putPatient(
        patient,
        token: token,
        key: "retry",
        ifMatch: "\"1\""
      )
      #expect(corrected.status == .ok)
    }
  }
}
