import Foundation

/// A record's UUID as the wire spells it: read in any case, always written in lowercase.
///
/// Foundation writes `UUID` in uppercase while the server compares ids as text (replays,
/// audit), so the one wire form is fixed here for both sides.
public struct RecordID: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The lowercase canonical text, e.g. `3f2a…`.
  public let text: String

  /// Parses `text` as a UUID in any case, as `UUID(uuidString:)` reads it; nil when it is not
  /// one.
  public init?(_ text: String) {
    guard let uuid = Self.uuid(text) else { return nil }
    self.init(uuid)
  }

  /// The canonical form of `uuid`.
  public init(_ uuid: UUID) {
    self.text = Self.text(uuid)
  }

  /// The id as a Foundation `UUID`.
  public var uuid: UUID { Self.uuid(text)! }

  /// The UUID `text` spells (36 characters, hex digits of either case, hyphens at 8, 13, 18
  /// and 23), as `UUID(uuidString:)` reads it, or nil. Read in place: on Linux
  /// `UUID(uuidString:)` goes through `sscanf`, and every id of every record is read.
  public static func uuid(_ text: String) -> UUID? {
    var text = text
    return text.withUTF8 { uuid(utf8: UnsafeRawBufferPointer($0)) }
  }

  /// The UUID the UTF-8 bytes `utf8` spell, as `uuid(_:)` reads a text, or nil: for a reader
  /// that holds the bytes already (a database column) and need not make a `String` of them.
  public static func uuid(utf8: UnsafeRawBufferPointer) -> UUID? {
    guard utf8.count == 36, utf8[8] == hyphen, utf8[13] == hyphen, utf8[18] == hyphen,
      utf8[23] == hyphen
    else { return nil }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    // Every hex digit's value or 0x10 ORed into `invalid`: one test at the end, no branch per
    // digit.
    var invalid: UInt8 = 0
    withUnsafeMutableBytes(of: &value) { bytes in
      var at = 0
      for index in 0..<16 {
        // Hyphens (checked above) before the 5th, 7th, 9th and 11th bytes.
        if index == 4 || index == 6 || index == 8 || index == 10 { at += 1 }
        let high = hexValue(utf8[at])
        let low = hexValue(utf8[at + 1])
        invalid |= high | low
        bytes[index] = high << 4 | low & 0x0F
        at += 2
      }
    }
    return invalid & 0x10 == 0 ? UUID(uuid: value) : nil
  }

  /// `uuid`'s lowercase text, as `uuidString.lowercased()` spells it, written in place (on
  /// Linux `uuidString` formats through `sprintf`).
  public static func text(_ uuid: UUID) -> String {
    String(unsafeUninitializedCapacity: textLength) { write(uuid, into: $0) }
  }

  /// `text(uuid)` appended to `out` as UTF-8, for a writer of bytes (a JSON output).
  public static func appendText(_ uuid: UUID, to out: inout [UInt8]) {
    let start = out.count
    out.append(contentsOf: repeatElement(0, count: textLength))
    out.withUnsafeMutableBufferPointer { buffer in
      _ = write(uuid, into: UnsafeMutableBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// The length of an id's text: 32 hex digits and 4 hyphens.
  private static let textLength = 36

  /// Writes `uuid`'s text into the first 36 bytes of `text`; returns 36.
  private static func write(_ uuid: UUID, into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
    withUnsafeBytes(of: uuid.uuid) { bytes in
      var at = 0
      for (index, byte) in bytes.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 {
          text[at] = UInt8(ascii: "-")
          at += 1
        }
        text[at] = hexDigit(byte >> 4)
        text[at + 1] = hexDigit(byte & 0x0F)
        at += 2
      }
      return at
    }
  }

  @inline(__always)
  private static let hyphen = UInt8(ascii: "-")

  /// A hex digit's value (0–15), or 0x10 for any other byte.
  @inline(__always)
  private static func hexValue(_ byte: UInt8) -> UInt8 {
    let digit = byte &- UInt8(ascii: "0")
    if digit < 10 { return digit }
    // Upper and lower case at once: 'A' | 0x20 is 'a'.
    let letter = (byte | 0x20) &- UInt8(ascii: "a")
    return letter < 6 ? letter &+ 10 : 0x10
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  /// The lowercase text.
  public var description: String { text }

  /// Orders ids by their text, for stable listings.
  public static func < (lhs: RecordID, rhs: RecordID) -> Bool { lhs.text < rhs.text }

  /// Reads a UUID string in any case; anything else is a decoding error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let id = RecordID(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a UUID")
    }
    self = id
  }

  /// Writes the lowercase text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
