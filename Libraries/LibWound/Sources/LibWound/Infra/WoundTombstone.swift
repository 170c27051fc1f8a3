import CoreDatabase
import Foundation
import GRDB

/// A tombstone of the wounds feed names a wound, an assessment or a photo attachment (the
/// feed does not say which): whichever this store holds goes, with what hangs under it,
/// children first. Nothing goes while a local change under it waits to be pushed.
///
/// The photo row and its file stay: they are named by their content and may be attached
/// elsewhere.
enum WoundTombstone {
  static func apply(_ id: UUID, in db: Database) throws -> Bool {
    let key = id.databaseKey
    if try WoundReads.woundRecord(db, id) != nil {
      guard try !WoundSyncReads.hasPendingChange(underWound: id, db) else { return false }
      try db.execute(
        sql: """
          DELETE FROM assessment_photo WHERE assessmentID IN
            (SELECT id FROM assessment WHERE woundID = ?)
          """,
        arguments: [key]
      )
      // `supersedes` restricts at once, row by row: the correction links go first.
      try db.execute(
        sql: "UPDATE assessment SET supersedes = NULL WHERE woundID = ?",
        arguments: [key]
      )
      try db.execute(sql: "DELETE FROM assessment WHERE woundID = ?", arguments: [key])
      try db.execute(sql: "DELETE FROM wound WHERE id = ?", arguments: [key])
      return true
    }
    if try AssessmentRecord.filter(key: key).fetchCount(db) > 0 {
      guard try !WoundSyncReads.hasPendingChange(underAssessment: id, db) else { return false }
      try db.execute(sql: "DELETE FROM assessment_photo WHERE assessmentID = ?", arguments: [key])
      // A correction of it stays, as a measurement of its own.
      try db.execute(
        sql: "UPDATE assessment SET supersedes = NULL WHERE supersedes = ?",
        arguments: [key]
      )
      try db.execute(sql: "DELETE FROM assessment WHERE id = ?", arguments: [key])
      return true
    }
    guard try !WoundSyncReads.hasPendingChange(db, WoundOutbox.photoEntity, id) else {
      return false
    }
    try db.execute(sql: "DELETE FROM assessment_photo WHERE id = ?", arguments: [key])
    return db.changesCount > 0
  }
}
