import Foundation
import GRDB

extension WoundRecord {
  /// The columns every request of the record selects, in the order `init(row:)` reads them
  /// (the table's own order, so `SELECT *` reads the same).
  static var databaseSelection: [any SQLSelectable] { columnNames.map { Column($0) } }

  private static let columnNames = [
    "id", "patientID", "openedOn", "openedBy", "type", "site", "description", "stage",
    "status", "healedOn", "closedReason", "version", "createdAt", "updatedAt",
  ]

  /// Reads a row of `databaseSelection` by position, ids and instants from their text
  /// (`RowText`), as `AssessmentRecord` does: GRDB's `Decodable` path built a UTC calendar to
  /// read the two instants, a part of every `wound show`. Writing still goes through
  /// `Encodable`.
  init(row: Row) throws {
    id = try RowText.uuid(row, 0, "id")
    patientID = try RowText.uuid(row, 1, "patientID")
    openedOn = try row.decode(atIndex: 2)
    openedBy = try row.decode(atIndex: 3)
    type = try row.decode(atIndex: 4)
    site = try row.decode(atIndex: 5)
    description = try row.decode(atIndex: 6)
    stage = try row.decode(atIndex: 7)
    status = try row.decode(atIndex: 8)
    healedOn = try row.decode(atIndex: 9)
    closedReason = try row.decode(atIndex: 10)
    version = try row.decode(atIndex: 11)
    createdAt = try WoundAdapter.read(RowText.date(row, 12), "createdAt")
    updatedAt = try WoundAdapter.read(RowText.date(row, 13), "updatedAt")
  }
}
