import CoreContract
import GRDB

/// The `wound` table holds each wound as the contract declares it: its columns are
/// `Wire.Wound`'s `CodingKeys`, read and written by GRDB's `Codable` support, so a field added
/// to the wire record needs only its column (a migration), never a second row type. SQLite
/// and GRDB read column names without regard to case, so the table's older `patientID`
/// column is the record's `patientId`.
///
/// The conformance is retroactive (the contract imports Foundation only, so that the server
/// shares it): only LibWound stores a wound in a `wound` table.
extension Wire.Wound: @retroactive FetchableRecord, @retroactive PersistableRecord {
  /// The table of the nurse's store.
  public static var databaseTableName: String { "wound" }
}
