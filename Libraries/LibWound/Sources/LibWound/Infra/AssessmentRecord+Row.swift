import Foundation
import GRDB

extension AssessmentRecord {
  /// Reads a row column by column. GRDB's `Decodable` path decoded every row through a keyed
  /// container; a long history (a `wound show` of 1,000 visits, the alerts over every open
  /// wound) spent most of its time there. Writing still goes through `Encodable`.
  init(row: Row) throws {
    id = try row.decode(forColumn: "id")
    woundID = try row.decode(forColumn: "woundID")
    takenAt = try row.decode(forColumn: "takenAt")
    takenBy = try row.decode(forColumn: "takenBy")
    lengthTenths = try row.decode(forColumn: "lengthTenths")
    widthTenths = try row.decode(forColumn: "widthTenths")
    depthTenths = try row.decode(forColumn: "depthTenths")
    underminingClock = try row.decode(forColumn: "underminingClock")
    underminingDepthTenths = try row.decode(forColumn: "underminingDepthTenths")
    tunnellingClock = try row.decode(forColumn: "tunnellingClock")
    tunnellingDepthTenths = try row.decode(forColumn: "tunnellingDepthTenths")
    epithelial = try row.decode(forColumn: "epithelial")
    granulation = try row.decode(forColumn: "granulation")
    slough = try row.decode(forColumn: "slough")
    necrotic = try row.decode(forColumn: "necrotic")
    exudateAmount = try row.decode(forColumn: "exudateAmount")
    exudateType = try row.decode(forColumn: "exudateType")
    periwound = try Self.names(row.decode(forColumn: "periwound"))
    odour = try row.decode(forColumn: "odour")
    pain = try row.decode(forColumn: "pain")
    infectionSigns = try Self.names(row.decode(forColumn: "infectionSigns"))
    dressing = try row.decode(forColumn: "dressing")
    notes = try row.decode(forColumn: "notes")
    supersedes = try row.decode(forColumn: "supersedes")
    recordedAt = try row.decode(forColumn: "recordedAt")
  }

  /// A JSON array of names as `Encodable` stored it; most visits store `[]`.
  static func names(_ json: String) throws -> [String] {
    guard json != "[]" else { return [] }
    return try JSONDecoder().decode([String].self, from: Data(json.utf8))
  }
}
