import CoreContract
import CoreDatabase
import Foundation
import GRDB

/// A row of the `patient` table. Never leaves `Infra/`: `PatientAdapter` converts it.
struct PatientRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "patient"

  var id: UUID
  var givenName: String
  var familyName: String
  /// `YYYY-MM-DD`, so it sorts and reads as the nurse wrote it.
  var birthDate: String
  var sex: String
  var address: String?
  var phone: String?
  var identifier: String?
  var physicianName: String?
  var physicianPhone: String?
  /// Stored as a JSON array of strings.
  var allergies: [String]
  var notes: String?
  var status: String
  /// The server's version; nil until the record has been synced once.
  var version: Int?
  var createdAt: Date
  var updatedAt: Date
  /// Folded (lowercase, no accents) names, for an order that ignores case and accents.
  var givenNameKey: String
  var familyNameKey: String
  /// Folded given name, family name and identifier: what a search matches.
  var searchKey: String
  /// Her photo consent's parts (`patient.v8`), all null when she was never asked.
  var photoConsentStatus: String? = nil
  var photoConsentOn: String? = nil
  var photoConsentBy: String? = nil
  var photoConsentScope: String? = nil
  /// The patient she was merged into (`patient.v9`), null while she stands on her own.
  var mergedInto: UUID? = nil

  /// The columns a list's summary shows (`PatientAdapter.summary(row:)` reads them).
  enum SummaryColumn: Int, SelectedColumn { case id, givenName, familyName, birthDate, status, sex }

  /// The columns of a patient's identity (`PatientReads.identities`).
  enum IdentityColumn: Int, SelectedColumn {
    case id, givenName, familyName, birthDate, phone, identifier, status
  }
}

/// A row of the `braden` table: one assessment, never edited.
struct BradenRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "braden"

  var id: UUID
  var patientID: UUID
  var assessedAt: Date
  var sensoryPerception: Int
  var moisture: Int
  var activity: Int
  var mobility: Int
  var nutrition: Int
  var frictionShear: Int
  /// When the nurse recorded it, which may be later than `assessedAt`.
  var recordedAt: Date
  /// Who assessed, when known (`patient.v5`).
  var assessedBy: String?

  enum Columns {
    static let patientID = Column(CodingKeys.patientID)
    static let assessedAt = Column(CodingKeys.assessedAt)
  }
}
