import CoreContract
import CoreContractCases
import CoreTesting
import Foundation
import Testing

/// `JSONWriter` writes byte for byte what Foundation's `JSONEncoder` writes, compact and
/// pretty, with and without the invisibles escaped (`FoundationJSON` is the oracle): the
/// hand-written writer stays only as long as this holds.
@Suite("JSON writer against JSONEncoder")
struct JSONWriterDifferentialTests {
  static func expectSame<Value: Encodable>(
    _ value: Value,
    dateText: (@Sendable (Date) -> String)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for options in FoundationJSON.everyOption {
      let expected = try FoundationJSON.text(value, options: options, dateText: dateText)
      let written = JSONWriter(options: options, dateText: dateText)
      let found = String(decoding: try written.bytes(value), as: UTF8.self)
      #expect(
        found == expected,
        "\(options.rawValue): \(found.debugDescription) \(expected.debugDescription)",
        sourceLocation: sourceLocation
      )
    }
  }

  struct Nested: Encodable {
    var name: String
    var maybe: String?
    var nothing: Int?
    var list: [Int]
    var empty: [String]
    var emptyObject: [String: Int]
    var lists: [[Int?]]
    var inner: Inner?
    var inners: [Inner]
    var value: JSONValue
  }

  struct Inner: Encodable {
    var b: Bool
    var a: Double
    var none: String? = nil
  }

  @Test func nestedOptionalsArraysAndEmptyContainers() throws {
    let value = Nested(
      name: "n",
      maybe: nil,
      nothing: nil,
      list: [1, 2],
      empty: [],
      emptyObject: [:],
      lists: [[], [nil, 3], [nil]],
      inner: Inner(b: true, a: 0.5),
      inners: [Inner(b: false, a: 2), Inner(b: true, a: -1.25, none: "x")],
      value: .object(["z": .array([]), "a": .object([:]), "m": .null, "n": .number(3.50)])
    )
    try Self.expectSame(value)
    try Self.expectSame([value, value])
    try Self.expectSame([Nested]())
    try Self.expectSame([[String: Int]]())
    try Self.expectSame([[[Int]]]([[[]], []]))
    try Self.expectSame(Optional<Int>.none)
  }

  /// Keys out of order, past ASCII, decomposed, and prefixes of one another.
  @Test func keysAreSortedByTheirUTF8Bytes() throws {
    let keys = [
      "b", "a", "ab", "a b", "A", "_", "é", "e\u{301}", "z", "zz", "", "😀", "中", "Z", "a/",
      "\u{7F}", "\u{9B}", "\u{1}", "\"", "\\", "\u{202E}", "aé",
    ]
    try Self.expectSame(
      Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    )
    try Self.expectSame(["b": ["d": 1, "c": 2], "a": ["f": 3, "e": 4]])
    // Objects one after another as deep, with the same keys in the same order, others in
    // another order, others as many but not the same.
    try Self.expectSame(
      RandomValue.array([
        .object([("b", .int(1)), ("a", .int(2))]), .object([("b", .int(3)), ("a", .int(4))]),
        .object([("a", .int(5)), ("b", .int(6))]), .object([("c", .int(7)), ("a", .int(8))]),
        .object([("b", .int(9)), ("a", .int(10)), ("b", .int(11))]),
        .object([("b", .int(12)), ("a", .int(13)), ("c", .int(14))]),
      ])
    )
    // A key written twice keeps its last value.
    try Self.expectSame(
      RandomValue.object([("b", .int(1)), ("a", .null), ("b", .text("x")), ("a", .bool(true))])
    )
  }

  static let hostile: [String] =
    (0..<0x20).map { String(UnicodeScalar($0)!) } + [
      "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{202A}", "\u{202D}",
      "\u{202E}", "\u{202F}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{2029}", "\"", "\\", "/",
      "😀", "👩🏽‍⚕️", "é", "e\u{301}", "Å", "ß", "\u{FEFF}", "\u{1B}]0;owned\u{7}",
      "a\u{9B}2J\u{7F}\nline\u{0}", "</script>", "",
    ]

  @Test func hostileStringsAreEscapedAsTheEncoderEscapesThem() throws {
    try Self.expectSame(Self.hostile)
    try Self.expectSame(Self.hostile.joined())
    try Self.expectSame(
      Dictionary(Self.hostile.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
    )
  }

  @Test func numbersAreWrittenAsTheEncoderWritesThem() throws {
    try Self.expectSame([Int.min, Int.max, 0, -1])
    try Self.expectSame([Int8.min, Int8.max])
    try Self.expectSame([Int16.min, Int16.max])
    try Self.expectSame([Int32.min, Int32.max])
    try Self.expectSame([Int64.min, Int64.max])
    try Self.expectSame([UInt.max, UInt(0)])
    try Self.expectSame([UInt8.max])
    try Self.expectSame([UInt16.max])
    try Self.expectSame([UInt32.max])
    try Self.expectSame([UInt64.max])
    try Self.expectSame([
      0.1, 1e-7, 1e21, 1e22, -0.0, 0, 2.0, -2.0, 123_456.7, 9_999_999.9, 1e15 + 0.1,
      0.000_1, 1 / 3, .pi, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, 4.35,
    ])
    try Self.expectSame([Float(0.1), 2, 1e-7, 3.4e38])
    try Self.expectSame([true, false])
    try Self.expectSame([Decimal(string: "3.50")!, 0, Decimal(string: "-1e-20")!])
  }

  @Test func aNonFiniteNumberIsRefused() {
    #expect(throws: EncodingError.self) { try JSONWriter().bytes([Double.nan]) }
    #expect(throws: EncodingError.self) { try JSONWriter().bytes(["a": Double.infinity]) }
  }

  struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  @Test func aValueThatEncodesNothingIsAnEmptyObjectAndRefusedAtTheTop() throws {
    try Self.expectSame([Nothing(), Nothing()])
    try Self.expectSame(["a": Nothing()])
    #expect(throws: EncodingError.self) { try JSONWriter().bytes(Nothing()) }
  }

  struct Dated: Encodable {
    var at: Date
    var link: URL
    var bytes: Data
  }

  @Test func datesURLsAndDataAreWrittenAsTheEncoderWritesThem() throws {
    let value = Dated(
      at: Date(timeIntervalSince1970: 1_772_359_201.001),
      link: URL(string: "https://example.org/a?b=c")!,
      bytes: Data([0, 1, 2, 254, 255])
    )
    try Self.expectSame(value)
    try Self.expectSame(value, dateText: WireCoding.text(for:))
  }

  /// Containers asked for by hand: a nested keyed and unkeyed container, written to after a
  /// sibling member, and the same container asked for twice.
  struct ByHand: Encodable {
    enum Keys: String, CodingKey { case zeta, alpha, mid }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .zeta)
      try nested.encode(1, forKey: .mid)
      try nested.encode("x", forKey: .alpha)
      var list = container.nestedUnkeyedContainer(forKey: .mid)
      try list.encode(1)
      var inner = list.nestedContainer(keyedBy: Keys.self)
      try inner.encodeNil(forKey: .zeta)
      try list.encode(2)
      var again = encoder.container(keyedBy: Keys.self)
      try again.encode(true, forKey: .alpha)
    }
  }

  @Test func containersAskedForByHand() throws {
    try Self.expectSame(ByHand())
    try Self.expectSame([ByHand(), ByHand()])
  }

  /// The wire's writer (`WireCoding.encoder`) on every kind of record, with every field set.
  @Test func everyRecordIsWrittenAsTheEncoderWritesIt() throws {
    func expectSameOnTheWire<Record: Encodable>(_ record: Record) throws {
      let expected = try FoundationJSON.text(record, dateText: WireCoding.text(for:))
      let found = String(decoding: try WireCoding.encoder.encode(record), as: UTF8.self)
      #expect(found == expected)
      try Self.expectSame(record, dateText: WireCoding.text(for:))
    }
    for record in CompleteRecords.all {
      try expectSameOnTheWire(record)
      try expectSameOnTheWire(try JSONValue(encoding: record))
    }
  }

  @Test func randomValuesAreWrittenAsTheEncoderWritesThem() throws {
    var random = SplitMix64(seed: 0x7772_6974_6572)
    for _ in 0..<1_000 {
      try Self.expectSame(RandomValue.make(depth: 0, &random))
    }
  }
}
