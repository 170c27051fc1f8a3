import Foundation
import Testing

@testable import CoreContract

/// `JSONValue.decode(as:)` reads a tree as `WireCoding.decoder` reads the tree's wire bytes:
/// each case here is decoded both ways and must give the same value or the same error (case,
/// type asked for, coding path), since the server names the field at fault from the error.
@Suite("Decoding a JSON value in place")
struct JSONValueDecoderTests {
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

  /// What a decoding gave, in words that compare: the value, or the error's parts.
  private static func outcome<Value: Decodable & Equatable>(
    _ decode: () throws -> Value
  ) -> String {
    do {
      return "value \(try decode())"
    } catch let error as DecodingError {
      let path = { (keys: [any CodingKey]) in
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
      }
      switch error {
      case .keyNotFound(let key, let context):
        return "keyNotFound \(key.stringValue) at \(path(context.codingPath))"
      case .valueNotFound(_, let context): return "valueNotFound at \(path(context.codingPath))"
      case .typeMismatch(let type, let context):
        return "typeMismatch \(type) at \(path(context.codingPath))"
      case .dataCorrupted(let context): return "dataCorrupted at \(path(context.codingPath))"
      @unknown default: return "unknown"
      }
    } catch {
      return "other \(error)"
    }
  }

  private static func expectSame<Value: Decodable & Equatable>(
    _ value: JSONValue,
    as type: Value.Type
  ) throws {
    let bytes = try WireCoding.encoder.encode(value)
    let expected = outcome { try WireCoding.decoder.decode(type, from: bytes) }
    let found = outcome { try value.decode(as: type) }
    #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self))")
  }

  /// Every field of an assessment, and of its nested parts, given each kind of wrong value.
  private static var wrongAssessments: [JSONValue] {
    let wrongs: [JSONValue?] = [
      nil, .null, .string("x"), .number(Decimal(string: "1.5")!), .number(Decimal(string: "1e40")!),
      .number(-3), .bool(true), .array([]), .array([.null]), .array([.number(1)]), .object([:]),
      .string("2026-03-01T10:00:01Z"), .string("not-a-uuid"),
    ]
    guard case .object(let fields) = assessment else { return [] }
    var cases: [JSONValue] = [assessment]
    for key in fields.keys.sorted() {
      for wrong in wrongs {
        var changed = fields
        changed[key] = wrong
        cases.append(.object(changed))
      }
      if case .object(let inner) = fields[key] {
        for innerKey in inner.keys.sorted() {
          for wrong in wrongs {
            var changedInner = inner
            changedInner[innerKey] = wrong
            var changed = fields
            changed[key] = .object(changedInner)
            cases.append(.object(changed))
          }
        }
      }
    }
    return cases
  }

  @Test func anAssessmentAndEveryWrongFieldReadAsTheWireBytesRead() throws {
    for value in Self.wrongAssessments {
      try Self.expectSame(value, as: Wire.Assessment.self)
    }
    try Self.expectSame(.array([Self.assessment]), as: Wire.Assessment.self)
    try Self.expectSame(.null, as: Wire.Assessment.self)
  }

  @Test func aRecordReadInPlaceIsTheOneTheBytesGive() throws {
    let record = try Self.assessment.decode(as: Wire.Assessment.self)
    #expect(record.id.text == "5b1a2f3c-0000-4000-8000-000000000001")
    #expect(record.takenAt == WireCoding.date(from: "2026-03-01T10:00:01.001Z"))
    #expect(record.lengthCm == Decimal(string: "3.5"))
    #expect(record.depthCm == Decimal(string: "0.1"))
    #expect(try JSONValue(encoding: record) == JSONValue(encoding: try Self.decodedFromBytes()))
  }

  private static func decodedFromBytes() throws -> Wire.Assessment {
    try WireCoding.decoder.decode(Wire.Assessment.self, from: WireCoding.encoder.encode(assessment))
  }

  @Test(arguments: [
    JSONValue.number(7), .number(-7), .number(Decimal(string: "7.5")!), .number(Decimal(Int64.max)),
    .number(Decimal(Int64.max) + 1), .null, .bool(false), .string("7"), .array([.number(7)]),
  ])
  func scalarsReadAsTheWireBytesRead(_ value: JSONValue) throws {
    try Self.expectSame(value, as: Int.self)
    try Self.expectSame(value, as: Int64.self)
    try Self.expectSame(value, as: Decimal.self)
    try Self.expectSame(value, as: Bool.self)
    try Self.expectSame(value, as: String.self)
    try Self.expectSame(value, as: Date.self)
    try Self.expectSame(value, as: [Int].self)
    try Self.expectSame(value, as: [String: Int].self)
    try Self.expectSame(value, as: JSONValue.self)
    try Self.expectSame(value, as: Int?.self)
  }

  @Test func nestedListsNameTheIndexAtFault() throws {
    let lists: JSONValue = .array([.array([.number(1)]), .array([.null]), .string("x")])
    try Self.expectSame(lists, as: [[Int]].self)
    try Self.expectSame(.array([.array([.number(1)]), .array([.number(2.5)])]), as: [[Int]].self)
    try Self.expectSame(
      .object(["a": .array([.number(1), .string("x")])]),
      as: [String: [Int]].self
    )
  }
}
