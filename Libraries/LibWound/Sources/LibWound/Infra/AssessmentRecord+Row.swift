import Foundation
import GRDB

extension AssessmentRecord {
  /// The columns every request of the record selects, in the order `init(row:)` reads them
  /// (the table's own order, so `SELECT *` reads the same).
  static var databaseSelection: [any SQLSelectable] { columnNames.map { Column($0) } }

  /// `databaseSelection` as SQL, for a statement written by hand.
  static let selectedColumns = columnNames.joined(separator: ", ")

  /// The table's columns in its own order: what every read selects and every insert writes.
  static let columnNames = [
    "id", "woundID", "takenAt", "takenBy", "lengthTenths", "widthTenths", "depthTenths",
    "underminingClock", "underminingDepthTenths", "tunnellingClock", "tunnellingDepthTenths",
    "epithelial", "granulation", "slough", "necrotic", "exudateAmount", "exudateType",
    "periwound", "odour", "pain", "infectionSigns", "dressing", "notes", "supersedes",
    "recordedAt",
  ]

  /// Reads a row of `databaseSelection` by position, ids and instants from their text
  /// (`RowText`). GRDB's `Decodable` path decoded every row through a keyed container, and
  /// reading by column name searched the row's names for each column; a long history (a
  /// `wound show` of 1,000 visits, the alerts over every open wound) spent most of its time
  /// there. Writing still goes through `Encodable`.
  init(row: Row) throws {
    id = try RowText.uuid(row, 0, "id")
    woundID = try RowText.uuid(row, 1, "woundID")
    takenAt = try WoundAdapter.read(RowText.date(row, 2), "takenAt")
    takenBy = try row.decode(atIndex: 3)
    lengthTenths = try row.decode(atIndex: 4)
    widthTenths = try row.decode(atIndex: 5)
    depthTenths = try row.decode(atIndex: 6)
    underminingClock = try row.decode(atIndex: 7)
    underminingDepthTenths = try row.decode(atIndex: 8)
    tunnellingClock = try row.decode(atIndex: 9)
    tunnellingDepthTenths = try row.decode(atIndex: 10)
    epithelial = try row.decode(atIndex: 11)
    granulation = try row.decode(atIndex: 12)
    slough = try row.decode(atIndex: 13)
    necrotic = try row.decode(atIndex: 14)
    exudateAmount = try row.decode(atIndex: 15)
    exudateType = try row.decode(atIndex: 16)
    periwound = try Self.names(row.decode(atIndex: 17))
    odour = try row.decode(atIndex: 18)
    pain = try row.decode(atIndex: 19)
    infectionSigns = try Self.names(row.decode(atIndex: 20))
    dressing = try row.decode(atIndex: 21)
    notes = try row.decode(atIndex: 22)
    supersedes = row.hasNull(atIndex: 23) ? nil : try RowText.uuid(row, 23, "supersedes")
    recordedAt = try WoundAdapter.read(RowText.date(row, 24), "recordedAt")
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
