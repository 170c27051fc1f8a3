import CoreDatabase
import GRDB

/// Public beside the facade, not in Infra: LibWound's and LibMessage's reads take a patient's
/// merges inside their own transactions, through this one read.
extension PatientMerges {
  /// The columns of the store's view.
  private enum Column: Int, SelectedColumn { case id, keptID }

  /// The merges the store's view holds: the one read of them that every library's reads use.
  /// A row that does not read as two ids is left out, so she stands on her own.
  public static func read(_ db: Database) throws -> PatientMerges {
    var keptIDs: [Patient.ID: Patient.ID] = [:]
    let statement = try db.cachedStatement(sql: "SELECT \(Column.list()) FROM \(view)")
    try Column.forEach(statement) { row in
      guard let id: Patient.ID = try? row.id(.id), let kept: Patient.ID = try? row.id(.keptID)
      else { return }
      keptIDs[id] = kept
    }
    return PatientMerges(keptIDs: keptIDs)
  }
}
