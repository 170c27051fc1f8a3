import Foundation

/// The team server's patient and Braden endpoints (Tools/Server/openapi.yaml).
///
/// Errors are CoreHTTP's `HTTPError`, except a stale update, which is `StalePatient` carrying
/// the server's record.
protocol PatientAPI: Sendable {
  /// `PUT /v1/patients/{id}`: creates the patient when `baseVersion` is nil (201), else
  /// updates it with `If-Match: "<baseVersion>"` (200). Answers the stored patient with its
  /// version. A retry with the same `idempotencyKey` gets the first answer, never a duplicate.
  func putPatient(_ patient: PatientPayload, baseVersion: Int?, idempotencyKey: UUID)
    async throws -> PatientPayload

  /// `PUT /v1/braden/{id}`: append-only. The same assessment again is accepted unchanged.
  func putBraden(_ assessment: BradenPayload, idempotencyKey: UUID) async throws
    -> BradenPayload

  /// `GET /v1/patients/changes?since=<cursor>&limit=<limit>`: one page of the change feed.
  func patientChanges(since cursor: Int64, limit: Int) async throws -> PatientChangesPage

  /// `GET /v1/braden/changes?since=<cursor>&limit=<limit>`: one page of the change feed.
  func bradenChanges(since cursor: Int64, limit: Int) async throws -> BradenChangesPage
}

/// A 412: the patient changed on the server since the version the update was made on.
struct StalePatient: Error {
  /// The server's record as it now is.
  var current: PatientPayload
}
