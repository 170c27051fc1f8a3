import CoreDatabase
import CoreHTTP
import Foundation

/// The outbox entries LibPatient writes: the entity types it owns and their wire payloads.
enum PatientOutbox {
  static let patientEntity = "patient"
  static let bradenEntity = "braden"
  static let entityTypes = [patientEntity, bradenEntity]

  /// A patient's entry. `baseVersion` is the server version the change was made on (nil until
  /// the patient has been synced once).
  static func entry(
    for record: PatientRecord,
    operation: OutboxEntry.Operation,
    at date: Date
  ) throws -> OutboxEntry {
    OutboxEntry(
      entityType: patientEntity,
      entityID: record.id,
      operation: operation,
      payload: try WireCoding.encoder.encode(PatientAdapter.payload(from: record)),
      baseVersion: record.version,
      createdAt: date
    )
  }

  /// A Braden assessment's entry: append-only, so never based on a version.
  static func entry(for record: BradenRecord) throws -> OutboxEntry {
    OutboxEntry(
      entityType: bradenEntity,
      entityID: record.id,
      operation: .append,
      payload: try WireCoding.encoder.encode(PatientAdapter.payload(from: record)),
      createdAt: record.recordedAt
    )
  }
}
