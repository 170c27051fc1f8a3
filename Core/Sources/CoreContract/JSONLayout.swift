/// How `JSONWriter` lays text out and escapes it: compact, or `JSONEncoder`'s pretty layout.
struct JSONLayout {
  let pretty: Bool
  /// Whether strings escape DEL, C1 controls and bidirectional overrides too.
  let invisibles: Bool

  /// `JSONEncoder`'s order of keys: by their UTF-8 bytes (not `String`'s order, which compares
  /// canonically equivalent forms alike).
  static func precedes(_ first: String, _ second: String) -> Bool {
    first.utf8.lexicographicallyPrecedes(second.utf8)
  }

  /// Below zero when `first` comes before `second` by their UTF-8 bytes, zero when they are the
  /// same bytes, above zero when it comes after.
  static func order(_ first: String, _ second: String) -> Int {
    var (one, other) = (first.utf8.makeIterator(), second.utf8.makeIterator())
    while true {
      switch (one.next(), other.next()) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case (let byte?, let otherByte?): if byte != otherByte { return byte < otherByte ? -1 : 1 }
      }
    }
  }

  func opening(_ bracket: Unicode.Scalar, to out: inout [UInt8]) {
    out.append(UInt8(ascii: bracket))
    if pretty { out.append(UInt8(ascii: "\n")) }
  }

  /// What comes before a member or element `level` containers deep.
  func separator(first: Bool, level: Int, to out: inout [UInt8]) {
    if !first { out.append(contentsOf: pretty ? ",\n".utf8 : ",".utf8) }
    if pretty { indent(level, to: &out) }
  }

  /// Ends a container whose parent is `level` deep. An empty one too: `JSONEncoder` writes
  /// `[`, a line end, another, then `]`.
  func closing(_ bracket: Unicode.Scalar, level: Int, to out: inout [UInt8]) {
    if pretty {
      out.append(UInt8(ascii: "\n"))
      indent(level, to: &out)
    }
    out.append(UInt8(ascii: bracket))
  }

  func indent(_ level: Int, to out: inout [UInt8]) {
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
  }

  func string(_ text: String, to out: inout [UInt8]) {
    JSONWriter.appendString(text, to: &out, escapingInvisibles: invisibles)
  }

  static func literal(_ text: StaticString, to out: inout [UInt8]) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  /// A `JSONValue` as its `encode(to:)` would write it, `level` containers deep, without a
  /// container per value.
  func write(_ value: JSONValue, level: Int, to out: inout [UInt8]) {
    switch value {
    case .null: Self.literal("null", to: &out)
    case .bool(let flag): Self.literal(flag ? "true" : "false", to: &out)
    case .number(let number): out.append(contentsOf: number.description.utf8)
    case .string(let text): string(text, to: &out)
    case .array(let elements):
      opening("[", to: &out)
      for (position, element) in elements.enumerated() {
        separator(first: position == 0, level: level + 1, to: &out)
        write(element, level: level + 1, to: &out)
      }
      closing("]", level: level, to: &out)
    case .object(let fields):
      opening("{", to: &out)
      for (position, field) in fields.sorted(by: { Self.precedes($0.key, $1.key) }).enumerated() {
        separator(first: position == 0, level: level + 1, to: &out)
        string(field.key, to: &out)
        Self.literal(pretty ? " : " : ":", to: &out)
        write(field.value, level: level + 1, to: &out)
      }
      closing("}", level: level, to: &out)
    }
  }
}
