import CoreContract
import Foundation
import Testing

/// docs/json.md's table of the texts that hold lines is the contract's declaration
/// (`TeamRecord.text(of:)`), record by record, both ways: a field added to a record, or moved
/// from one kind of text to the other, fails here until the document says so.
@Suite("Texts that hold lines")
struct TextLinesTests {
  @Test func theDocumentListsEachRecordsTextsAsTheContractDeclaresThem() throws {
    let documented = try Self.documented()
    var declared: [String: [Set<String>]] = [:]
    for record in Wire.records {
      let lines = record.fieldsHoldingLines
      let line = record.oneLineFields
      if !lines.isEmpty || !line.isEmpty { declared[record.type.rawValue] = [lines, line] }
    }
    #expect(!declared.isEmpty)
    #expect(Set(documented.keys) == Set(declared.keys))
    for (record, kinds) in declared.sorted(by: { $0.key < $1.key }) {
      #expect(documented[record] == kinds, "\(record): the contract declares \(kinds)")
    }
  }

  @Test func aOneLineTextRefusesANewlineAndATextOfLinesTakesIt() throws {
    for record in Wire.records {
      for field in record.oneLineFields {
        #expect(throws: RuleViolation.self, "\(record.type).\(field)") {
          try TextRule.line.check("first\nsecond", field: field)
        }
      }
    }
    try TextRule.lines.check("first\nsecond", field: "notes")
  }

  /// The table's rows: the record, then the fields that hold lines and the one-line ones.
  static func documented() throws -> [String: [Set<String>]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/json.md"),
      encoding: .utf8
    )
    guard let start = text.range(of: "## Texts that hold lines") else { return [:] }
    var rows: [String: [Set<String>]] = [:]
    // Its rows name the record plainly, not in backquotes: JSONKeysTests reads every row
    // that starts with a quoted name as an output's keys.
    let rowsOnly = text[start.upperBound...].split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| record") && !$0.hasPrefix("| ---")
    }
    for line in rowsOnly {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4 else { continue }
      let names = { (cell: String) -> Set<String> in
        Set(
          cell.split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: " `")) }
            .filter { !$0.isEmpty }
        )
      }
      rows[cells[1].trimmingCharacters(in: .init(charactersIn: "`"))] = [
        names(cells[2]), names(cells[3]),
      ]
    }
    return rows
  }
}
