import Foundation
import Testing

@testable import CoreContract

/// A `JSONValue` goes to and from a typed value through `WireCoding`'s Foundation coders:
/// numbers stay exact decimals all the way, and a record read from a body is refused naming
/// the field at fault, from the decoder's own errors.
@Suite("JSON values and typed values")
struct JSONValueCodingTests {
  private static let assessment: JSONValue = .object([
    "id": .string("5B1A2F3C-0000-4000-8000-000000000001"),
    "woundId": .string("5b1a2f3c-0000-4000-8000-000000000002"),
    "takenAt": .string("2026-03-01T10:00:01.001Z"),
    "lengthCm": .number(Decimal(string: "3.5")!),
    "widthCm": .number(2),
    "depthCm": .number(Decimal(string: "0.1")!),
    "undermining": .object(["clockPosition": .number(3), "depthCm": .number(1)]),
    "tissue": .object([
      "epithelial": .number(10), "granulation": .number(80), "slough": .number(10),
      "necrotic": .number(0),
    ]),
    "exudate": .string("light"),
    "periwound": .array([.string("intact")]),
    "odour": .bool(false),
    "pain": .number(4),
    "infectionSigns": .array([]),
    "notes": .string("Zoë"),
  ])

  private static let today = Date(timeIntervalSince1970: 1_800_000_000)

  /// A decimal length is read by Foundation's decoder from its digits, not through a `Double`:
  /// 3.5 and 0.1 stay exactly what the nurse typed, read, held and written again.
  @Test(arguments: ["3.5", "0.1", "999.9", "0.000001", "123456789.000123", "-2.25", "1.5e-3"])
  func aDecimalStaysExactThroughEveryPath(_ digits: String) throws {
    let exact = try #require(Decimal(string: digits, locale: nil))
    let read = try WireCoding.decoder.decode(JSONValue.self, from: Data("[\(digits)]".utf8))
    #expect(read == .array([.number(exact)]))
    #expect(try JSONValue(wireData: Data("[\(digits)]".utf8)) == read)
    #expect(try read.decode(as: [Decimal].self) == [exact])
    #expect(try JSONValue(encoding: [exact]) == read)
    let written = String(decoding: JSONValue.number(exact).wireData, as: UTF8.self)
    #expect(Decimal(string: written, locale: nil) == exact)
    #expect(written == exact.description)
  }

  @Test func aRecordGoesThroughAJSONValueUnchanged() throws {
    let record = try Self.assessment.decode(as: Wire.Assessment.self)
    #expect(record.id.text == "5b1a2f3c-0000-4000-8000-000000000001")
    #expect(record.takenAt == WireCoding.date(from: "2026-03-01T10:00:01.001Z"))
    #expect(record.lengthCm == Decimal(string: "3.5"))
    #expect(record.depthCm == Decimal(string: "0.1"))
    let canonical = try JSONValue(encoding: record)
    #expect(canonical["lengthCm"] == .number(Decimal(string: "3.5")!))
    #expect(canonical["id"] == .string("5b1a2f3c-0000-4000-8000-000000000001"))
    #expect(canonical["takenAt"] == .string("2026-03-01T10:00:01.001Z"))
    #expect(try canonical.decode(as: Wire.Assessment.self) == record)
  }

  /// Each refusal names the field from the `DecodingError` Foundation gives, never its value.
  @Test(
    arguments: [
      ("lengthCm", JSONValue.string("3.5"), "lengthCm", "must be a Decimal"),
      ("lengthCm", .null, "lengthCm", "must not be null"),
      ("woundId", nil, "woundId", "is required"),
      ("woundId", .string("not-a-uuid"), "woundId", "is malformed"),
      ("takenAt", .string("yesterday"), "takenAt", "is malformed"),
      ("tissue", .object(["epithelial": .number(10)]), "tissue.granulation", "is required"),
      ("periwound", .array([.number(1)]), "periwound.0", "must be a String"),
      ("undermining", .array([]), "undermining", "must be a Dictionary<String, Any>"),
    ] as [(String, JSONValue?, String, String)]
  )
  func aWrongFieldIsRefusedByName(
    _ key: String,
    _ wrong: JSONValue?,
    _ field: String,
    _ reason: String
  ) throws {
    var fields = try #require(Self.assessment.fields)
    fields[key] = wrong
    #expect(throws: RuleViolation(field: field, reason: reason)) {
      try Wire.Assessment.strictlyDecoded(fields, today: Self.today)
    }
  }

  @Test func aKeyTheRecordDoesNotDeclareIsRefusedBeforeDecoding() throws {
    var fields = try #require(Self.assessment.fields)
    fields["lengthMm"] = .number(35)
    fields["woundId"] = nil
    #expect(throws: RuleViolation(field: "lengthMm", reason: "is not a field of a assessment")) {
      try Wire.Assessment.strictlyDecoded(fields, today: Self.today)
    }
  }
}
