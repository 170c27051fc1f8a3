import CoreContract
import CoreDatabase
import Foundation
import GRDB

/// A row of the `readMark` table: how far `nurse` has read a patient's thread.
struct ReadMarkRecord: Codable, Equatable, FetchableRecord, StoreRecord {
  static let databaseTableName = "readMark"

  var patientID: UUID
  var nurse: String
  var upToSequence: Int64
}
