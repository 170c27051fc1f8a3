import Foundation

/// The team server's patient endpoints, declared now so the sync issue only has to implement
/// them (over CoreHTTP). Nothing in this issue calls it: queries never touch the network.
protocol PatientAPI: Sendable {
  /// `POST /v1/patients`: the server stores a new patient and answers with its version.
  /// A retry with the same `idempotencyKey` gets the first answer, never a duplicate.
  func createPatient(_ patient: PatientPayload, idempotencyKey: UUID) async throws
    -> PatientPayload

  /// `PUT /v1/patients/{id}` with `If-Match: "<baseVersion>"`. A stale `baseVersion` is
  /// refused (412) and the server's version is returned in the error.
  func updatePatient(_ patient: PatientPayload, baseVersion: Int, idempotencyKey: UUID)
    async throws -> PatientPayload

  /// `POST /v1/patients/{patientId}/braden`: append-only, so it never conflicts.
  func appendBraden(_ assessment: BradenPayload, idempotencyKey: UUID) async throws
    -> BradenPayload

  /// `GET /v1/patients/changes?since=<cursor>&limit=<limit>`: one page of the change feed.
  func patientChanges(since cursor: Int64?, limit: Int) async throws -> PatientChangesPage
}
