import Foundation
import GRDB

extension AssessmentRecord {
  /// The row as GRDB's `Encodable` path wrote it, column by column: ids in lowercase, instants
  /// as GRDB's UTC text (`RowText.utcText`), lists as its JSON encoder writes them. A pull
  /// inserts one row per pulled assessment, and the `Encodable` path (a keyed encoder, and a
  /// `DateFormatter` for every instant) took most of applying one.
  func encode(to container: inout PersistenceContainer) throws {
    container["id"] = id.uuidString.lowercased()
    container["woundID"] = woundID.uuidString.lowercased()
    container["takenAt"] = RowText.utcText(takenAt)
    container["takenBy"] = takenBy
    container["lengthTenths"] = lengthTenths
    container["widthTenths"] = widthTenths
    container["depthTenths"] = depthTenths
    container["underminingClock"] = underminingClock
    container["underminingDepthTenths"] = underminingDepthTenths
    container["tunnellingClock"] = tunnellingClock
    container["tunnellingDepthTenths"] = tunnellingDepthTenths
    container["epithelial"] = epithelial
    container["granulation"] = granulation
    container["slough"] = slough
    container["necrotic"] = necrotic
    container["exudateAmount"] = exudateAmount
    container["exudateType"] = exudateType
    container["periwound"] = try Self.namesText(periwound, column: "periwound")
    container["odour"] = odour
    container["pain"] = pain
    container["infectionSigns"] = try Self.namesText(infectionSigns, column: "infectionSigns")
    container["dressing"] = dressing
    container["notes"] = notes
    container["supersedes"] = supersedes?.uuidString.lowercased()
    container["recordedAt"] = RowText.utcText(recordedAt)
  }

  /// A list as GRDB stores it (its JSON encoder's text); most visits store `[]`.
  private static func namesText(_ names: [String], column: String) throws -> String {
    guard !names.isEmpty else { return "[]" }
    return String(decoding: try databaseJSONEncoder(for: column).encode(names), as: UTF8.self)
  }
}
