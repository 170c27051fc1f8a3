import CoreContract
import CoreContractCases
import Foundation
import Testing

/// Each record's `validate` checks its texts as `text(of:)` declares them: a newline in a
/// one-line text is refused naming the field, in a text that holds lines it is kept (issue 28,
/// item 4: `closedReason`, `cleansing` and the dressings were accepted with newlines).
@Suite("Texts that hold lines, from the declaration")
struct TextLinesContractTests {
  static let today = CompleteRecords.instant.addingTimeInterval(86_400)

  /// `record` with `field` set to `text` (each item of a list of texts).
  private func record(
    _ record: any TeamRecord,
    with field: String,
    _ text: String
  ) throws -> any TeamRecord {
    var fields = try #require(try JSONValue(encoding: record).fields)
    if case .array(let items) = fields[field] {
      fields[field] = .array(items.map { _ in .string(text) })
    } else {
      fields[field] = .string(text)
    }
    return try decode(JSONValue.object(fields), like: record)
  }

  /// `value` read as a record of `record`'s kind (the existential opened).
  private func decode<Record: TeamRecord>(_ value: JSONValue, like record: Record) throws
    -> any TeamRecord
  {
    try value.decode(as: Record.self)
  }

  @Test func aNewlineInAOneLineTextIsRefusedNamingTheField() throws {
    var checked: Set<String> = []
    for original in CompleteRecords.all {
      let kind = type(of: original)
      for field in kind.oneLineFields.sorted() {
        let changed = try record(original, with: field, "Alginate\nfoam")
        #expect {
          try changed.validate(today: Self.today)
        } throws: { error in
          (error as? RuleViolation)?.field == field
        }
        checked.insert("\(kind.type).\(field)")
      }
    }
    for field in [
      "wound.closedReason", "care-plan.cleansing", "care-plan.primaryDressing",
      "care-plan.secondaryDressing", "assessment.dressing", "visit.note",
    ] {
      #expect(checked.contains(field), "\(field) is declared one line")
    }
  }

  /// Any text a record holds is held to a rule: a field added without its `checkText` (or
  /// another rule of its own) fails here, naming it. A text that is not free (an id, a
  /// vocabulary) does not even read with an escape in it.
  @Test func everyTextOfEveryRecordRefusesAControlCharacterNamingTheField() throws {
    var checked: Set<String> = []
    for original in CompleteRecords.all {
      let kind = type(of: original)
      let fields = try #require(try JSONValue(encoding: original).fields)
      for (field, value) in fields.sorted(by: { $0.key < $1.key }) {
        let text: String
        switch value {
        case .string(let string): text = string
        case .array(let items):
          guard case .string(let string)? = items.first else { continue }
          text = string
        default: continue
        }
        guard let changed = try? record(original, with: field, "\u{1B}[2J" + text) else {
          continue
        }
        #expect("\(kind.type).\(field)") {
          try changed.validate(today: Self.today)
        } throws: { error in
          (error as? RuleViolation)?.field == field
        }
        checked.insert("\(kind.type).\(field)")
      }
    }
    #expect(checked.isSuperset(of: ["wound.description", "wound.closedReason", "patient.notes"]))
  }

  @Test func aTextThatHoldsLinesKeepsItsNewlinesAndTabs() throws {
    var checked: Set<String> = []
    for original in CompleteRecords.all {
      let kind = type(of: original)
      for field in kind.fieldsHoldingLines.sorted() {
        let changed = try record(original, with: field, "2 rue des Lilas\n\t75011 Paris")
        #expect(throws: Never.self, "\(kind.type).\(field)") {
          try changed.validate(today: Self.today)
        }
        checked.insert("\(kind.type).\(field)")
      }
    }
    // Which texts hold lines is docs/json.md's table, held to the declarations both ways by
    // the app's `TextLinesTests`; here, that the ones known are among those checked.
    #expect(
      checked.isSuperset(of: [
        "patient.address", "patient.notes", "wound.description", "assessment.notes",
        "message.body",
      ])
    )
  }
}
