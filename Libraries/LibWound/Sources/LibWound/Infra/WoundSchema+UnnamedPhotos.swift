import CoreDatabase
import GRDB

extension WoundSchema {
  /// `wound.v5`: a photo no assessment names any more (its patient erased on the server, its
  /// wound or assessment removed by a tombstone, a refused one discarded) is noted in
  /// `photo_unnamed`, so its file and fitted copy leave the device (`PhotoSweep`): photos are
  /// health data, and an erased patient's must not stay behind on every nurse's disk. The
  /// `photo` row stays, as the bytes' description; only the files go.
  static let unnamedPhotos = Migration("wound.v5") { db in
    try db.create(table: "photo_unnamed") { table in
      table.primaryKey("photoID", .text)
    }
    try db.execute(
      sql: """
        CREATE TRIGGER photo_unnamed_on_detach AFTER DELETE ON assessment_photo
        WHEN NOT EXISTS (SELECT 1 FROM assessment_photo WHERE photoID = OLD.photoID)
        BEGIN
          INSERT OR IGNORE INTO photo_unnamed (photoID) VALUES (OLD.photoID);
        END
        """
    )
  }
}
