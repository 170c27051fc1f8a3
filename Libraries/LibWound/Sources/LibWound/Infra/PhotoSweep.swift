import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// Removes the files of the photos no assessment names any more (`photo_unnamed`, noted by
/// `wound.v5`'s trigger), with their fitted copies. Run after each sync, which is when a
/// patient erased on the server, or a wound or assessment removed, reaches the store.
///
/// A photo named again since (the same bytes attached to another assessment) keeps its file.
/// A file written or touched in the last `freshFor` seconds is left for a later sweep: a
/// command adding the same bytes writes (or touches) the file before its rows name it.
struct PhotoSweep {
  let store: Store
  let vault: PhotoVault
  var freshFor: TimeInterval = 60
  var now: @Sendable () -> Date = Date.init

  /// Removes what it can; returns how many photos' files it removed.
  @discardableResult
  func run() async throws -> Int {
    let (vault, freshFor, now) = (vault, freshFor, now())
    return try await store.writer.write { db in
      let unnamed = try String.fetchAll(
        db,
        sql: """
          SELECT photoID FROM photo_unnamed
          WHERE photoID NOT IN (SELECT photoID FROM assessment_photo)
          """
      )
      var removed = 0
      for id in unnamed {
        let photos = PhotoFormat.allCases.map { Photo(id: id, format: $0, byteCount: 0) }
        let fresh = photos.contains { photo in
          vault.modified(photo).map { now.timeIntervalSince($0) < freshFor } ?? false
        }
        if fresh { continue }
        for photo in photos { vault.remove(photo) }
        removed += 1
        try db.execute(sql: "DELETE FROM photo_unnamed WHERE photoID = ?", arguments: [id])
      }
      // Those named again are not to be removed.
      try db.execute(
        sql: """
          DELETE FROM photo_unnamed WHERE photoID IN (SELECT photoID FROM assessment_photo)
          """
      )
      return removed
    }
  }
}
