import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// A row of the `assessment` table: one visit, never edited. Lengths are whole tenths of a cm.
struct AssessmentRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "assessment"

  var id: UUID
  var woundID: UUID
  var takenAt: Date
  var takenBy: String?
  var lengthTenths: Int
  var widthTenths: Int
  var depthTenths: Int?
  var underminingClock: Int?
  var underminingDepthTenths: Int?
  var tunnellingClock: Int?
  var tunnellingDepthTenths: Int?
  var epithelial: Int
  var granulation: Int
  var slough: Int
  var necrotic: Int
  var exudateAmount: String
  var exudateType: String?
  /// A JSON array of kebab-case names, sorted.
  var periwound: [String]
  var odour: Bool
  var pain: Int?
  /// A JSON array of kebab-case names, sorted.
  var infectionSigns: [String]
  var dressing: String?
  var notes: String?
  var supersedes: UUID?
  var recordedAt: Date
}

/// A row of the `photo` table: one stored file, named by the SHA-256 of its bytes.
struct PhotoRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "photo"

  /// SHA-256 of the bytes, lowercase hex.
  var id: String
  /// `jpeg` or `png`.
  var format: String
  var byteCount: Int
  var storedAt: Date
}

/// A row of `assessment_photo`: a photo attached to an assessment, once.
struct AssessmentPhotoRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "assessment_photo"

  /// The attachment's own id: the outbox entry that carries it to the server names it.
  var id: UUID
  var assessmentID: UUID
  var photoID: String
  var attachedAt: Date
}
