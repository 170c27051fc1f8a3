import CoreDatabase
import GRDB

extension WoundSchema {
  /// `wound.v4`: coded body sites (docs/clinical-rules.md "Wound"). A site's structure and
  /// side stay in `site` as its short name, which names the same place it always did
  /// (`left-heel` is the heel, left; `sacrum` the sacrum, no side), so no row is rewritten;
  /// only the optional clock position is new, null for every wound recorded before.
  static let codedSites = Migration("wound.v4") { db in
    try db.alter(table: "wound") { table in
      table.add(column: "clockPosition", .integer)
    }
  }
}
