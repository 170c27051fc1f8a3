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
    if let plain = plainNames(json) { return plain }
    return try JSONDecoder().decode([String].self, from: Data(json.utf8))
  }

  /// `["a","b"]` as `Encodable` writes the vocabulary's names (letters, digits, `-` and `_`,
  /// no spaces or escapes), read without a `JSONDecoder`; nil for anything else.
  private static func plainNames(_ json: String) -> [String]? {
    var names: [String] = []
    for part in json.utf8.dropFirst().dropLast().split(
      separator: UInt8(ascii: ","),
      omittingEmptySubsequences: false
    ) {
      guard json.utf8.first == UInt8(ascii: "["), json.utf8.last == UInt8(ascii: "]"),
        part.count >= 3, part.first == UInt8(ascii: "\""), part.last == UInt8(ascii: "\"")
      else { return nil }
      let name = part.dropFirst().dropLast()
      let plain = name.allSatisfy { byte in
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "_")
      }
      guard plain else { return nil }
      names.append(String(decoding: name, as: UTF8.self))
    }
    return names
  }
}
