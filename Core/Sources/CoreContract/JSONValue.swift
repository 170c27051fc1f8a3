import Foundation

/// Any JSON value, so that generic code (the feed, field merges, parked changes) can carry,
/// compare and rewrite a record without knowing its type.
///
/// Numbers are `Decimal`: a length of 3.5 cm stays exactly 3.5, where a `Double` would not.
public enum JSONValue: Codable, Equatable, Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Decimal)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Reads any JSON value. A decoder says no type, so each is tried in turn, most common first
  /// (a record is mostly strings and numbers): every miss costs a thrown error, and a server
  /// reading a batch tries this for every value of every record.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Decimal.self) {
      self = .number(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else {
      self = .array(try container.decode([JSONValue].self))
    }
  }

  /// Writes the value as it was read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The fields of an object, nil for any other value.
  public var fields: [String: JSONValue]? {
    if case .object(let fields) = self { return fields }
    return nil
  }

  /// The value of `field` in an object; `.null` when absent (absent and null mean the same
  /// on the wire: an optional field with no value).
  public subscript(field: String) -> JSONValue {
    fields?[field] ?? .null
  }

  /// `value` in its wire form: the value `WireCoding.encoder`'s bytes read back as.
  public init<Value: Encodable>(encoding value: Value) throws {
    self = try JSONValue(wireData: WireCoding.encoder.encode(value))
  }

  /// The value's wire bytes: what `WireCoding.encoder` writes for it (keys sorted, no white
  /// space, slashes as they are). The server writes every record it stores and answers this
  /// way, and checks each through these bytes (`decode(as:)`).
  public var wireData: Data {
    // A `JSONValue` always writes something, and nothing it holds is refused (a `Decimal`
    // has no infinity), so the writer has nothing to throw.
    try! WireCoding.encoder.encode(self)
  }

  /// The value read as `type`, as `WireCoding.decoder` reads its wire bytes (the same values
  /// and the same `DecodingError`s).
  public func decode<Value: Decodable>(as type: Value.Type) throws -> Value {
    try WireCoding.decoder.decode(type, from: wireData)
  }
}
