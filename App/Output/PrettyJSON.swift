import CoreContract
import Foundation

/// JSON text laid out as `JSONOutput.print`'s encoder lays it out (two-space indents,
/// `"key" : value`, keys sorted, nil members left out, slashes unescaped), written straight
/// into bytes as the caller walks its values: the day's round is thousands of values, and
/// `JSONEncoder` takes each of them through an `Encodable` container.
///
/// The caller gives each object's members in sorted key order, as `.sortedKeys` prints them.
///
/// Printed, the text leaves in chunks (`JSONOutput.print(_:)`): a wound of a thousand visits is
/// 600 KB, and a buffer that size is 150 fresh pages, each a page fault, then unmapped.
struct PrettyJSON {
  private var bytes: [UInt8] = []
  /// How many arrays and objects are open.
  private var depth = 0
  /// Whether the innermost open array or object holds a value yet.
  private var innermostHasValue = false
  /// The same of each one around it, innermost last.
  private var outerHaveValues: [Bool] = []
  /// Where the text goes once it passes `chunkSize`; nil keeps it all in `bytes`.
  private let chunkOutput: (([UInt8]) -> Void)?

  /// About how much text a printing writer holds before handing it on.
  static let chunkSize = 1 << 16

  /// A writer keeping the whole text, for `text(_:)`.
  private init() {
    chunkOutput = nil
    bytes.reserveCapacity(Self.chunkSize)
  }

  /// A writer handing its text to `output` in chunks of about `chunkSize` bytes, each one
  /// ending before a member or an item starts (never inside a string, so each is whole
  /// UTF-8), and the rest at `finish()`.
  init(chunksTo output: @escaping ([UInt8]) -> Void) {
    chunkOutput = output
    bytes.reserveCapacity(Self.chunkSize + Self.chunkSize / 4)
  }

  /// The text `write` writes, as UTF-8, without a final line end.
  static func text(_ write: (inout PrettyJSON) throws -> Void) rethrows -> [UInt8] {
    var json = PrettyJSON()
    try write(&json)
    return json.bytes
  }

  /// Hands what is left of the text to the chunk output.
  mutating func finish() {
    guard let chunkOutput, !bytes.isEmpty else { return }
    chunkOutput(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Opens an object (as a value: at the top, in an array, or after `key`).
  mutating func beginObject() { open("{") }
  /// Closes the innermost object.
  mutating func endObject() { close("}") }
  /// Opens an array.
  mutating func beginArray() { open("[") }
  /// Closes the innermost array.
  mutating func endArray() { close("]") }

  /// Starts a member of the innermost object; its value follows.
  mutating func key(_ key: String) {
    newLine()
    writeString(key)
    bytes.append(contentsOf: " : ".utf8)
  }

  /// A string member, left out when nil.
  mutating func member(_ key: String, _ value: String?) {
    guard let value else { return }
    self.key(key)
    writeString(value)
  }

  /// A number member, left out when nil.
  mutating func member(_ key: String, _ value: Int?) {
    guard let value else { return }
    self.key(key)
    appendDecimal(value)
  }

  /// An id member, lower-case (`RecordID`'s text), left out when nil.
  mutating func member(_ key: String, id: UUID?) {
    guard let id else { return }
    self.key(key)
    bytes.append(UInt8(ascii: "\""))
    RecordID.appendText(id, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// An instant member as `JSONOutput.timestamp` writes it.
  mutating func member(_ key: String, timestamp: Date) {
    self.key(key)
    bytes.append(UInt8(ascii: "\""))
    JSONOutput.appendTimestamp(timestamp, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A true or false member.
  mutating func member(_ key: String, _ value: Bool) {
    self.key(key)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// A number member written as `JSONEncoder` writes a `Double` (its shortest `description`,
  /// `12` rather than `12.0`), left out when nil. Infinity and NaN have no JSON: refused as
  /// the encoder refuses them.
  mutating func member(_ key: String, _ value: Double?) throws {
    guard let value else { return }
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: [],
          debugDescription: "Unable to encode Double.\(value) directly in JSON."
        )
      )
    }
    self.key(key)
    if appendTenths(value) { return }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes `value` when it is a whole number of tenths (every length, area and reduction
  /// the outputs print) as `description` writes it, digit by digit: `12.3`, `12` for
  /// `12.0`. A Double equal to `k / 10` prints as k's digits with one decimal, the shortest
  /// text that reads back to it; anything else (more decimals, `-0.0`, past 10¹⁵) returns
  /// false for `description`.
  private mutating func appendTenths(_ value: Double) -> Bool {
    let tenths = (value * 10).rounded()
    guard tenths.magnitude < 1e15, tenths / 10 == value, value != 0 || value.sign == .plus
    else { return false }
    let whole = Int(tenths)
    if whole < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDecimal(Int(whole.magnitude / 10))
    let decimal = whole.magnitude % 10
    if decimal != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") + UInt8(decimal))
    }
    return true
  }

  /// `value` in decimal digits, as `String(value)` spells it, with no `String` made.
  private mutating func appendDecimal(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var unit: UInt = 1
    while unit <= magnitude / 10 { unit *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / unit))
      magnitude %= unit
      unit /= 10
    } while unit > 0
  }

  /// An array member of strings, written in the order given.
  mutating func member(_ key: String, _ values: [String]) {
    self.key(key)
    beginArray()
    for value in values {
      newLine()
      writeString(value)
    }
    endArray()
  }

  /// Starts an item of the innermost array; its value follows.
  mutating func item() { newLine() }

  private mutating func open(_ bracket: Unicode.Scalar) {
    bytes.append(UInt8(ascii: bracket))
    outerHaveValues.append(innermostHasValue)
    innermostHasValue = false
    depth += 1
  }

  /// An empty array or object is its brackets around an empty line, as the encoder prints it.
  private mutating func close(_ bracket: Unicode.Scalar) {
    let hadValue = innermostHasValue
    innermostHasValue = outerHaveValues.removeLast()
    depth -= 1
    bytes.append(UInt8(ascii: "\n"))
    if !hadValue { bytes.append(UInt8(ascii: "\n")) }
    indent(depth)
    bytes.append(UInt8(ascii: bracket))
  }

  /// The line a member or item starts on: after a comma but for the first.
  private mutating func newLine() {
    if let chunkOutput, bytes.count >= Self.chunkSize {
      chunkOutput(bytes)
      bytes.removeAll(keepingCapacity: true)
    }
    // The comma, the line end and the indent copied at once from a ready line start: a
    // wound of a thousand visits starts 25,000 lines.
    let start = innermostHasValue ? 0 : 1
    innermostHasValue = true
    let end = 2 + 2 * depth
    guard end > Self.lineStart.count else {
      bytes.append(contentsOf: Self.lineStart[start..<end])
      return
    }
    bytes.append(contentsOf: Self.lineStart[start..<2])
    indent(depth)
  }

  /// A comma, a line end and the spaces of the indents the outputs reach, and some: every
  /// line start and indent is a slice of it.
  private static let lineStart =
    Array(",\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 32)

  private mutating func indent(_ depth: Int) {
    // A slice of ready spaces is one copy; `repeatElement` appended them one at a time.
    let end = 2 + 2 * depth
    guard end > Self.lineStart.count else {
      bytes.append(contentsOf: Self.lineStart[2..<end])
      return
    }
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// An id as the JSON outputs write it, lower-case (`RecordID.text`, without `sprintf`).
  static func id(_ id: UUID) -> String { RecordID.text(id) }

  /// `text` quoted and escaped as JSONEncoder escapes it (the contract's one writer of
  /// strings).
  private mutating func writeString(_ text: String) {
    JSONValueWriter.appendString(text, to: &bytes)
  }
}
