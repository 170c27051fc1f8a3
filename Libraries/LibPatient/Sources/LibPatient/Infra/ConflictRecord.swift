import CoreHTTP
import Foundation
import GRDB

/// A row of the `conflicts` table (`patient.v2`). Never leaves `Infra/`.
struct ConflictRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "conflicts"

  var id: UUID
  var patientID: UUID
  /// The outbox payload the server refused (a `PatientPayload`).
  var mine: Data
  /// The server's record (a `PatientPayload`).
  var theirs: Data
  var createdAt: Date

  static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
    .lowercaseString
  }

  /// The public value, both sides read back through the adapter.
  func conflict() throws -> PatientConflict {
    let decoder = WireCoding.decoder
    let mine = try PatientAdapter.record(from: decoder.decode(PatientPayload.self, from: mine))
    let theirs = try PatientAdapter.record(from: decoder.decode(PatientPayload.self, from: theirs))
    return PatientConflict(
      id: id,
      patientID: patientID,
      mine: try PatientAdapter.patient(from: mine, latestBraden: nil),
      theirs: try PatientAdapter.patient(from: theirs, latestBraden: nil),
      createdAt: createdAt
    )
  }
}
