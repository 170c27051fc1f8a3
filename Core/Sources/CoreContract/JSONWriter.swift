import Foundation

/// The project's one JSON writer: an `Encodable` value's text, byte for byte what Foundation's
/// `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes` (and `.prettyPrinted`
/// with `Options.pretty`).
///
/// It writes each value into one byte array as its `encode(to:)` runs, where `JSONEncoder`
/// first builds a tree of boxed values with a dictionary per object, then sorts and writes it:
/// that tree was the largest cost of `patient list --json` and a large one of `nurse today`,
/// which have speed goals (docs/speed.md, "Targets"). `JSONWriterDifferentialTests` holds it to
/// `JSONEncoder`; anything it writes otherwise is a bug of this type.
///
/// Numbers are written as `JSONEncoder` writes them (a whole `Double` without `.0`), `Decimal`
/// by its description, `URL` by its absolute string, `Data` in base 64, and a `Date` by
/// `dateText` (or, without it, as `JSONEncoder`'s default: seconds since 2001). A value whose
/// `encode(to:)` encodes nothing is `{}`; at the top it is refused, as `JSONEncoder` refuses it.
/// Of a key written twice in one object the last value is kept; two keys that are different
/// bytes but the same `String` (`é` and `e` + U+0301) stay two members, where `JSONEncoder`
/// keeps one (no `Dictionary` can hold both, and no output or record type writes both).
public struct JSONWriter: Sendable {
  /// How the text is laid out and escaped.
  public struct Options: OptionSet, Sendable {
    public let rawValue: Int

    /// An option set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `JSONEncoder`'s `.prettyPrinted` layout: a member or element per line, indented by two
    /// spaces, `"key" : value`.
    public static let pretty = Options(rawValue: 1 << 0)

    /// DEL, the C1 controls and the bidirectional overrides and isolates written as `\uXXXX`
    /// too (upper-case hex), beside what JSON itself escapes: text printed for a terminal must
    /// not carry what it would act on (`TextRule`). The JSON still means the same text.
    public static let escapingInvisibles = Options(rawValue: 1 << 1)
  }

  /// The layout and escaping.
  public var options: Options

  /// The text a `Date` is written as; nil writes it as `JSONEncoder`'s default strategy does.
  public var dateText: (@Sendable (Date) -> String)?

  /// A writer with `options`, writing dates with `dateText` when given.
  public init(options: Options = [], dateText: (@Sendable (Date) -> String)? = nil) {
    self.options = options
    self.dateText = dateText
  }

  /// `value`'s JSON text.
  public func bytes<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let encoder = JSONBytesEncoder(options: options, dateText: dateText)
    try encoder.writeTopLevel(value)
    return encoder.out
  }

  /// `value`'s JSON text as `Data` (the name `JSONEncoder` gives it).
  public func encode<Value: Encodable>(_ value: Value) throws -> Data {
    Data(try bytes(value))
  }
}
