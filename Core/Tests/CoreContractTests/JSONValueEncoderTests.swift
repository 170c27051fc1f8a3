import Foundation
import Testing

@testable import CoreContract

/// `JSONValue(encoding:)` makes the tree `WireCoding.encoder`'s bytes read back as: each value
/// here is made both ways and must give the same tree and the same wire bytes.
@Suite("Encoding a value into a JSON value")
struct JSONValueEncoderTests {
  private static func expectSame<Value: Encodable>(_ value: Value) throws {
    let bytes = try WireCoding.encoder.encode(value)
    let expected = try WireCoding.decoder.decode(JSONValue.self, from: bytes)
    let found = try JSONValue(encoding: value)
    #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self))")
    #expect(try WireCoding.encoder.encode(found) == bytes)
  }

  private struct Mixed: Encodable {
    var text = "Zoë \"quoted\" / \u{7}"
    var absent: String? = nil
    var flag = true
    var small: Int8 = -8
    var large = UInt64.max
    var wide = Int64.min
    var halves = 2.5
    var tenth = Decimal(string: "0.1")!
    var many = Decimal(string: "123456789.000123")!
    var when = Date(timeIntervalSince1970: 1_772_359_201.001)
    var lists: [[Int]] = [[1, 2], [], [3]]
    var map: [String: Bool] = ["b": false, "a": true]
    var json: JSONValue = .object(["x": .null, "y": .array([.number(1), .string("z")])])
    var id = RecordID(UUID(uuidString: "5B1A2F3C-0000-4000-8000-000000000001")!.uuidString)!
  }

  /// Writes an explicit null, and nothing at all for `empty`.
  private struct Explicit: Encodable {
    struct Empty: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }
    var empty = Empty()
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeNil(forKey: .nothing)
      try container.encode(empty, forKey: .empty)
      var nested = container.nestedUnkeyedContainer(forKey: .nested)
      try nested.encodeNil()
      try nested.encode(3)
    }
    enum CodingKeys: String, CodingKey { case nothing, empty, nested }
  }

  @Test func scalarsListsMapsAndInstantsAreTheBytesReadBack() throws {
    try Self.expectSame(Mixed())
    try Self.expectSame(Explicit())
    try Self.expectSame([Mixed(), Mixed()])
    try Self.expectSame("text")
    try Self.expectSame(Decimal(string: "-2.25")!)
  }

  @Test func recordsAreTheBytesReadBack() throws {
    let assessment = try WireCoding.decoder.decode(
      Wire.Assessment.self,
      from: Data(
        #"""
        {"id":"5B1A2F3C-0000-4000-8000-000000000001","woundId":"5b1a2f3c-0000-4000-8000-000000000002",
        "takenAt":"2026-03-01T10:00:01.001Z","lengthCm":3.5,"widthCm":2,"depthCm":0.1,
        "undermining":{"clockPosition":3,"depthCm":1},
        "tissue":{"epithelial":10,"granulation":80,"slough":10,"necrotic":0},
        "exudate":"light","periwound":["intact"],"odour":false,"pain":4,"infectionSigns":[],
        "notes":"Zoë"}
        """#.utf8
      )
    )
    try Self.expectSame(assessment)
    try Self.expectSame(
      Wire.ChangePage(
        changes: [
          Wire.Change(
            sequence: 7,
            type: .init(rawValue: "assessment"),
            id: assessment.id,
            record: nil
          )
        ],
        next: 7,
        hasMore: false
      )
    )
  }

  @Test func aValueThatWritesNothingIsRefusedAtTheTop() {
    #expect(throws: EncodingError.self) { try JSONValue(encoding: Explicit.Empty()) }
  }
}
