import CoreTesting
import Foundation
import Testing

@testable import CoreContract

/// `JSONValue(wireData:)` reads what `WireCoding.decoder` reads as a `JSONValue`, and refuses
/// what it refuses; `wireData` writes what Foundation's `JSONEncoder` writes. The hand-written
/// reader and writer stay only as long as they are Foundation's coders, faster: this test
/// holds them to the coders on texts written to probe the grammar's edges, on random values
/// and on random damage to their texts.
@Suite("JSON values to and from bytes")
struct JSONValueBytesTests {
  /// What the decoder makes of `text`: the value, or nil when it refuses it.
  private static func decoded(_ text: Data) -> JSONValue? {
    try? WireCoding.decoder.decode(JSONValue.self, from: text)
  }

  private static func expectSameReading(_ text: Data, _ comment: Comment? = nil) {
    let expected = decoded(text)
    let found = try? JSONValue(wireData: text)
    #expect(
      found == expected,
      comment ?? "\(String(decoding: text, as: UTF8.self).debugDescription)"
    )
  }

  @Test(arguments: [
    "1", "-0", "0.10", "1e5", "1E+5", "1.5E-3", "-1.25", "2.50", "0.000001", "1e400", "1e-400",
    "1e-130", "12345678901234567890123456789012345678901234", "9007199254740993",
    "01", "-01", "1.", ".5", "+1", "-", "1e", "1e+", "1.e5", "0x10", "NaN", "Infinity", "- 1",
    #""a""#, #""""#, #""\u00e9\/\b\f\n\r\t\"\\""#, #""\ud83d\ude00""#, #""\ud800""#,
    #""\udc00""#, #""\ud800\u0041""#, #""\ud800x""#, #""\x""#, #""\u12""#, #""\u12G4""#,
    "\"\u{7f}\u{80}\u{2028}\"", "\"a\u{1}b\"", "\"tab\there\"", #""unterminated"#,
    "true", "false", "null", "tru", "nul", "truex", "[true,false,null]",
    "[]", "[ ]", "[1,]", "[,1]", "[1,,2]", "[1 2]", "[[[]]]", "[", "]", "[1",
    "{}", "{ }", #"{"a":1}"#, #"{"a":1,}"#, #"{,"a":1}"#, #"{"a" 1}"#, #"{"a":}"#, #"{a:1}"#,
    #"{"a":1,"a":2}"#, #"{"b":[1,{"c":null}],"a":"x"}"#, #"{"a":1"#, #"{"a""#, "{1:2}",
    " [1] ", "\t\n\r[1]\r\n", "\u{0C}[1]", "[1]x", "1 2", "", " ", "\u{FEFF}[1]", "\u{FEFF}",
  ])
  func aProbeIsReadAsTheDecoderReadsIt(_ text: String) {
    Self.expectSameReading(Data(text.utf8))
  }

  @Test func bytesThatAreNotUTF8AreRefusedAsTheDecoderRefusesThem() {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
      [0x22, 0x5C, 0x22, 0xC0, 0xAF, 0x22], [0x22, 0x00, 0x22], [0x5B, 0x00, 0x5D],
    ] {
      Self.expectSameReading(Data(bytes), "\(bytes)")
    }
  }

  @Test func nestingIsBoundedWhereTheDecoderBoundsIt() throws {
    for depth in [511, 512, 513, 20_000] {
      let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      Self.expectSameReading(Data(arrays.utf8), "\(depth) arrays")
      let objects =
        String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
      Self.expectSameReading(Data(objects.utf8), "\(depth) objects")
    }
  }

  @Test func randomValuesAreWrittenAndReadAsTheCodersDo() throws {
    var random = SplitMix64(seed: 0x6E75_7273_6513)
    for _ in 0..<3_000 {
      let value = Self.randomValue(depth: 0, &random)
      let encoded = Data(try FoundationJSON.text(value).utf8)
      #expect(
        value.wireData == encoded,
        "\(String(decoding: encoded, as: UTF8.self).debugDescription) \(String(decoding: value.wireData, as: UTF8.self).debugDescription)"
      )
      Self.expectSameReading(encoded)
    }
  }

  /// Damaged texts (a byte dropped, doubled or replaced by a JSON-significant one) are
  /// refused, or read, exactly as the decoder refuses or reads them.
  @Test func damagedTextsAreReadAsTheDecoderReadsThem() throws {
    var random = SplitMix64(seed: 0x6A73_6F6E)
    let significant = Array(#"{}[],:"\ -.eE0123456789tfnu"#.utf8) + [0x00, 0x1F, 0x80, 0xFF]
    for _ in 0..<3_000 {
      var bytes = [UInt8](try WireCoding.encoder.encode(Self.randomValue(depth: 0, &random)))
      let at = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 3 {
      case 0: bytes.remove(at: at)
      case 1: bytes.insert(bytes[at], at: at)
      default: bytes[at] = significant[Int(random.next() % UInt64(significant.count))]
      }
      Self.expectSameReading(Data(bytes))
    }
  }

  // MARK: Random values

  private static func randomValue(depth: Int, _ random: inout SplitMix64) -> JSONValue {
    switch random.next() % (depth > 3 ? 4 : 6) {
    case 0: return .null
    case 1: return .bool(random.next() % 2 == 0)
    case 2: return .number(randomNumber(&random))
    case 3: return .string(randomText(&random))
    case 4:
      return .array((0..<random.next() % 5).map { _ in randomValue(depth: depth + 1, &random) })
    default:
      var fields: [String: JSONValue] = [:]
      for _ in 0..<random.next() % 6 {
        fields[randomText(&random)] = randomValue(depth: depth + 1, &random)
      }
      return .object(fields)
    }
  }

  private static func randomNumber(_ random: inout SplitMix64) -> Decimal {
    let digits = (0..<1 + random.next() % 20).map { _ in String(random.next() % 10) }.joined()
    var text = (random.next() % 4 == 0 ? "-" : "") + digits
    if random.next() % 2 == 0 {
      text += "." + (0..<1 + random.next() % 6).map { _ in String(random.next() % 10) }.joined()
    }
    if random.next() % 5 == 0 { text += "e" + String(Int(random.next() % 40) - 20) }
    return Decimal(string: text, locale: nil) ?? 0
  }

  /// Letters, digits, the characters JSON escapes, controls, and characters past ASCII that
  /// an encoder might be tempted to escape or reorder (combining marks, line separators, emoji).
  private static let alphabet: [String] = [
    "a", "b", "Z", "_", "0", "9", "~", " ", "/", "\"", "\\", "\u{0}", "\u{1}", "\u{8}",
    "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "é",
    "e\u{301}", "\u{2028}", "\u{2029}", "\u{FEFF}", "😀", "👩🏽‍⚕️", "中", "ß", "Å",
  ]

  private static func randomText(_ random: inout SplitMix64) -> String {
    (0..<random.next() % 6).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      .joined()
  }
}
