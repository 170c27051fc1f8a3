import CoreContract
import Foundation
import GRDB

extension AssessmentRecord {
  /// The row's values in `columnNames`' order, as GRDB's `Encodable` path wrote them: ids in
  /// lowercase, instants as its UTC text (`RowText.utcText`), lists as its JSON encoder
  /// writes them. A pull inserts one row per pulled assessment, and the `Encodable` path (a
  /// keyed encoder, and a `DateFormatter` for every instant) took most of applying one.
  func databaseValues() throws -> [(any DatabaseValueConvertible)?] {
    [
      RecordID.text(id), RecordID.text(woundID), RowText.utcText(takenAt), takenBy,
      lengthTenths, widthTenths, depthTenths, underminingClock, underminingDepthTenths,
      tunnellingClock, tunnellingDepthTenths, epithelial, granulation, slough, necrotic,
      exudateAmount, exudateType, try Self.namesText(periwound, column: "periwound"), odour,
      pain, try Self.namesText(infectionSigns, column: "infectionSigns"), dressing, notes,
      supersedes.map(RecordID.text), RowText.utcText(recordedAt),
    ]
  }

  /// For GRDB's persistence methods: the same values, by column name.
  func encode(to container: inout PersistenceContainer) throws {
    for (column, value) in zip(Self.columnNames, try databaseValues()) {
      container[column] = value
    }
  }

  /// Inserts the row with one statement prepared once per connection. GRDB's `insert` builds
  /// a persistence container and looks up the table's statement on every call, and a pull
  /// inserts one row per pulled assessment.
  func insertRow(_ db: Database) throws {
    try db.cachedStatement(sql: Self.insertSQL).execute(
      arguments: StatementArguments(try databaseValues())
    )
  }

  private static let insertSQL = """
    INSERT INTO assessment (\(columnNames.joined(separator: ", ")))
    VALUES (\(Array(repeating: "?", count: columnNames.count).joined(separator: ", ")))
    """

  /// A list as GRDB stores it (its JSON encoder's text); most visits store `[]`.
  private static func namesText(_ names: [String], column: String) throws -> String {
    guard !names.isEmpty else { return "[]" }
    return String(decoding: try databaseJSONEncoder(for: column).encode(names), as: UTF8.self)
  }
}
