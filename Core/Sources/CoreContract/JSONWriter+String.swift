extension JSONWriter {
  /// A JSON string, escaped as `JSONEncoder` escapes it: the quote, the backslash and the C0
  /// controls (the usual short forms, `\u00XX` for the rest); with `escapingInvisibles`, DEL,
  /// the C1 controls and the bidirectional overrides and isolates as `\uXXXX` as well. Every
  /// other character is written as it is; a string with nothing to escape is copied whole.
  public static func appendString(
    _ text: String,
    to out: inout [UInt8],
    escapingInvisibles: Bool = false
  ) {
    out.append(UInt8(ascii: "\""))
    defer { out.append(UInt8(ascii: "\"")) }
    var text = text
    let plain = text.withUTF8 { utf8 in
      let limit: UInt8 = escapingInvisibles ? 0x7F : 0xFF
      for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= limit {
        return false
      }
      out.append(contentsOf: utf8)
      return true
    }
    guard !plain else { return }
    text.withUTF8 { appendEscaping($0, to: &out, escapingInvisibles: escapingInvisibles) }
  }

  private static func appendEscaping(
    _ utf8: UnsafeBufferPointer<UInt8>,
    to out: inout [UInt8],
    escapingInvisibles: Bool
  ) {
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out.append(UInt8(ascii: "\\"))
        out.append(byte)
      case 0x08: out.append(contentsOf: #"\b"#.utf8)
      case 0x09: out.append(contentsOf: #"\t"#.utf8)
      case 0x0A: out.append(contentsOf: #"\n"#.utf8)
      case 0x0C: out.append(contentsOf: #"\f"#.utf8)
      case 0x0D: out.append(contentsOf: #"\r"#.utf8)
      case 0..<0x20: appendEscape(UInt16(byte), digits: lowerHex, to: &out)
      case 0x7F where escapingInvisibles: appendEscape(0x7F, digits: upperHex, to: &out)
      case 0xC2 where escapingInvisibles, 0xE2 where escapingInvisibles:
        // U+0080…U+009F are C2 80…C2 9F; U+202A…U+202E are E2 80 AA…AE, U+2066…U+2069 are
        // E2 81 A6…A9. Other sequences starting with these bytes are copied as they are.
        if let scalar = invisible(after: byte, in: utf8, at: index) {
          appendEscape(scalar, digits: upperHex, to: &out)
          index += byte == 0xC2 ? 1 : 2
        } else {
          out.append(byte)
        }
      default:
        out.append(byte)
      }
    }
  }

  /// The invisible scalar whose UTF-8 starts with `lead` and goes on at `index`, if it is one.
  private static func invisible(
    after lead: UInt8,
    in utf8: UnsafeBufferPointer<UInt8>,
    at index: Int
  ) -> UInt16? {
    if lead == 0xC2 {
      guard index < utf8.count, (0x80...0x9F).contains(utf8[index]) else { return nil }
      return UInt16(utf8[index])
    }
    guard index + 1 < utf8.count else { return nil }
    let scalar = 0x2000 | UInt16(utf8[index] & 0x3F) << 6 | UInt16(utf8[index + 1] & 0x3F)
    let (second, third) = (utf8[index], utf8[index + 1])
    guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
    return TextRule.isDirectional(Unicode.Scalar(scalar)!) ? scalar : nil
  }

  private static func appendEscape(_ value: UInt16, digits: [UInt8], to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\\"))
    out.append(UInt8(ascii: "u"))
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(digits[Int(value >> UInt16(shift) & 0x0F)])
    }
  }

  private static let lowerHex = Array("0123456789abcdef".utf8)
  private static let upperHex = Array("0123456789ABCDEF".utf8)
}
