import Foundation

extension JSONValue {
  /// Reads UTF-8 JSON text straight into a value: what `WireCoding.decoder` reads as a
  /// `JSONValue` (the same values, and the same texts refused), without trying each kind of
  /// value in turn through `Decoder` (every miss there is a thrown error, and a server reading
  /// a batch reads every value of every record, then each checked record's canonical form).
  /// It is kept for the push of 10,000 records under 3 s (docs/speed.md, "Sync and local
  /// reads"), held to the decoder by `JSONValueBytesTests`.
  ///
  /// Nesting deeper than 512 levels is refused, as the decoder refuses it: hostile text cannot
  /// exhaust the stack.
  public init(wireData data: Data) throws {
    self = try data.withUnsafeBytes { raw in
      var parser = JSONValueParser(raw.bindMemory(to: UInt8.self))
      return try parser.document()
    }
  }
}

/// Text that is not one JSON value (RFC 8259), with the byte offset where reading stopped.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// Where in the text reading stopped, in bytes from its start.
  public var offset: Int
  /// What was wrong there.
  public var reason: String

  public var description: String { "Invalid JSON at byte \(offset): \(reason)." }
}

/// A recursive-descent reader over the bytes; `depth` bounds the recursion.
struct JSONValueParser {
  /// The deepest nesting read, as `JSONDecoder` allows.
  static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// One value and nothing after it but white space; a UTF-8 byte order mark is skipped.
  mutating func document() throws -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    let value = try self.value()
    skipWhiteSpace()
    guard index == bytes.count else { throw failure("unexpected text after the value") }
    return value
  }

  private mutating func value() throws -> JSONValue {
    skipWhiteSpace()
    guard index < bytes.count else { throw failure("unexpected end of text") }
    switch bytes[index] {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "{"): return try nested { try $0.object() }
    case UInt8(ascii: "["): return try nested { try $0.array() }
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("unexpected character")
    }
  }

  private mutating func nested(_ read: (inout Self) throws -> JSONValue) throws -> JSONValue {
    depth += 1
    guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
    defer { depth -= 1 }
    return try read(&self)
  }

  private mutating func object() throws -> JSONValue {
    index += 1
    var fields: [String: JSONValue] = [:]
    skipWhiteSpace()
    if try peek() == UInt8(ascii: "}") {
      index += 1
      return .object(fields)
    }
    while true {
      skipWhiteSpace()
      // A comma before the closing brace is allowed, as the decoder allows it.
      if try peek() == UInt8(ascii: "}"), !fields.isEmpty {
        index += 1
        return .object(fields)
      }
      guard try peek() == UInt8(ascii: "\"") else { throw failure("expected a key") }
      let key = try string()
      skipWhiteSpace()
      guard try peek() == UInt8(ascii: ":") else { throw failure("expected ':'") }
      index += 1
      // The first of repeated keys is kept, as the decoder keeps it.
      let field = try value()
      if fields[key] == nil { fields[key] = field }
      skipWhiteSpace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(fields)
      default: throw failure("expected ',' or '}'")
      }
    }
  }

  private mutating func array() throws -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhiteSpace()
    if try peek() == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhiteSpace()
      // A comma before the closing bracket is allowed, as the decoder allows it.
      if try peek() == UInt8(ascii: "]"), !elements.isEmpty {
        index += 1
        return .array(elements)
      }
      elements.append(try value())
      skipWhiteSpace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw failure("expected ',' or ']'")
      }
    }
  }

  /// A string; its bytes are copied as they are when it holds no escape.
  private mutating func string() throws -> String {
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        defer { index += 1 }
        return try text(start..<index)
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      guard byte >= 0x20 else { throw failure("control character in a string") }
      index += 1
    }
    throw failure("unterminated string")
  }

  private mutating func escapedString(from start: Int) throws -> String {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return try text(utf8)
      case UInt8(ascii: "\\"):
        try unescape(into: &utf8)
      case 0..<0x20:
        index -= 1
        throw failure("control character in a string")
      default:
        utf8.append(byte)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func unescape(into utf8: inout [UInt8]) throws {
    guard index < bytes.count else { throw failure("unterminated string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = UInt32(try hexQuad())
      if (0xD800..<0xDC00).contains(scalar) {
        // A high surrogate must be followed by an escaped low one: together one scalar.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("a high surrogate without its low surrogate") }
        index += 2
        let low = UInt32(try hexQuad())
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure("a high surrogate without its low surrogate")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw failure("a low surrogate without its high surrogate")
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid escape") }
      utf8.append(contentsOf: String(Character(unicode)).utf8)
    default:
      index -= 1
      throw failure("invalid escape")
    }
  }

  private mutating func hexQuad() throws -> UInt16 {
    guard index + 4 <= bytes.count else { throw failure("unterminated string") }
    var value: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("invalid \\u escape")
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
  }

  /// A number as the JSON grammar writes it, read exactly as the decoder reads a `Decimal`.
  private mutating func number() throws -> Decimal {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw failure("leading zero") }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      skipDigits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      skipDigits()
    }
    guard let number = Decimal(string: try text(start..<index), locale: nil) else {
      throw failure("number out of range")
    }
    return number
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private mutating func literal(_ word: String) throws {
    let utf8 = word.utf8
    guard index + utf8.count <= bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8)
    else { throw failure("unexpected word") }
    index += utf8.count
  }

  private mutating func skipWhiteSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek() throws -> UInt8 {
    guard index < bytes.count else { throw failure("unexpected end of text") }
    return bytes[index]
  }

  /// The bytes as a string; text that is not UTF-8 is refused rather than repaired.
  private func text(_ range: Range<Int>) throws -> String {
    guard let text = String(validating: bytes[range], as: UTF8.self) else {
      throw failure("text that is not UTF-8")
    }
    return text
  }

  private func text(_ utf8: [UInt8]) throws -> String {
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw failure("text that is not UTF-8")
    }
    return text
  }

  private func failure(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: index, reason: reason)
  }
}
