import Foundation

/// Reads a `Decodable` straight from a `JSONValue` tree, as `WireCoding.decoder` would read the
/// tree's wire bytes, without writing them: `JSONValue.decode(as:)` is how the server checks
/// every record of a batch, and encoding each to bytes to parse them again was most of it.
///
/// Its errors are `JSONDecoder`'s, case, type and coding path alike, since the server names the
/// field at fault from them: null is `valueNotFound` (a `Bool`'s is a `typeMismatch`), a value
/// of another JSON type is a `typeMismatch` naming the type asked for (`Dictionary<String, Any>`
/// and `Array<Any>` for containers), and an integer that does not fit is `dataCorrupted` with
/// an empty path. Instants are read as `WireCoding` reads them; numbers as the digits the wire
/// would carry.
struct JSONValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try Self.keyed(Key.self, value, codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try Self.unkeyed(value, codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValue(value: value, codingPath: codingPath)
  }

  /// `value` as `type`: the types `JSONDecoder` reads itself are read here the same way; any
  /// other reads itself from a decoder over `value`.
  static func decode<Value: Decodable>(
    _ type: Value.Type,
    _ value: JSONValue,
    _ path: [any CodingKey]
  ) throws -> Value {
    switch type {
    case is JSONValue.Type: return value as! Value
    case is String.Type: return try string(value, path) as! Value
    case is Bool.Type: return try bool(value, path) as! Value
    case is Int.Type: return try integer(Int.self, value, path) as! Value
    case is Int64.Type: return try integer(Int64.self, value, path) as! Value
    case is Decimal.Type: return try decimal(value, path) as! Value
    case is Date.Type: return try date(value, path) as! Value
    default: return try Value(from: JSONValueDecoder(value: value, codingPath: path))
    }
  }

  static func keyed<Key: CodingKey>(
    _ type: Key.Type,
    _ value: JSONValue,
    _ path: [any CodingKey]
  ) throws -> Keyed<Key> {
    guard case .object(let fields) = value else {
      throw refusal([String: Any].self, value, path)
    }
    return Keyed(fields: fields, codingPath: path)
  }

  static func unkeyed(_ value: JSONValue, _ path: [any CodingKey]) throws -> Unkeyed {
    guard case .array(let items) = value else { throw refusal([Any].self, value, path) }
    return Unkeyed(items: items, codingPath: path)
  }

  static func string(_ value: JSONValue, _ path: [any CodingKey]) throws -> String {
    guard case .string(let text) = value else { throw refusal(String.self, value, path) }
    return text
  }

  static func bool(_ value: JSONValue, _ path: [any CodingKey]) throws -> Bool {
    guard case .bool(let flag) = value else {
      // JSONDecoder calls a null Bool a mismatch, not a missing value.
      throw DecodingError.typeMismatch(
        Bool.self,
        .init(codingPath: path, debugDescription: "Expected to decode Bool.")
      )
    }
    return flag
  }

  static func decimal(_ value: JSONValue, _ path: [any CodingKey]) throws -> Decimal {
    guard case .number(let number) = value else { throw refusal(Decimal.self, value, path) }
    return number
  }

  /// An integer from the digits the wire would carry (`Decimal`'s description, as
  /// `JSONEncoder` writes it); one that does not fit is JSONDecoder's invalid JSON.
  static func integer<Integer: FixedWidthInteger>(
    _ type: Integer.Type,
    _ value: JSONValue,
    _ path: [any CodingKey]
  ) throws -> Integer {
    guard case .number(let number) = value else { throw refusal(Integer.self, value, path) }
    guard let integer = Integer(number.description) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "The given data was not valid JSON.")
      )
    }
    return integer
  }

  static func floating<Floating: LosslessStringConvertible>(
    _ type: Floating.Type,
    _ value: JSONValue,
    _ path: [any CodingKey]
  ) throws -> Floating {
    guard case .number(let number) = value else { throw refusal(Floating.self, value, path) }
    guard let floating = Floating(number.description) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path, debugDescription: "The number does not fit in \(Floating.self).")
      )
    }
    return floating
  }

  /// An instant as `WireCoding.decoder` reads it: a string, in ISO 8601.
  static func date(_ value: JSONValue, _ path: [any CodingKey]) throws -> Date {
    if case .null = value { throw refusal(Date.self, value, path) }
    guard let date = WireCoding.date(from: try string(value, path)) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path, debugDescription: "expected an ISO 8601 date")
      )
    }
    return date
  }

  /// A value of another JSON type than `type`: null is a missing value, anything else a
  /// mismatch.
  static func refusal(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey])
    -> DecodingError
  {
    if case .null = value {
      return .valueNotFound(
        type,
        .init(codingPath: path, debugDescription: "Found null instead of \(type).")
      )
    }
    return .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected \(type)."))
  }

  /// An array index as a coding key, as `JSONDecoder` names it.
  struct Index: CodingKey {
    var intValue: Int?
    var stringValue: String
    init(intValue: Int) {
      self.intValue = intValue
      stringValue = "Index \(intValue)"
    }
    init?(stringValue: String) { nil }
  }
}

extension JSONValueDecoder {
  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    private func value(_ key: Key) throws -> JSONValue {
      guard let value = fields[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key,
          .init(codingPath: codingPath, debugDescription: "No value for \(key.stringValue).")
        )
      }
      return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try JSONValueDecoder.decode(type, try value(key), codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try JSONValueDecoder.bool(try value(key), codingPath + [key])
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try JSONValueDecoder.string(try value(key), codingPath + [key])
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try JSONValueDecoder.floating(type, try value(key), codingPath + [key])
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      try JSONValueDecoder.floating(type, try value(key), codingPath + [key])
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
      try JSONValueDecoder.integer(type, try value(key), codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type,
      forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      KeyedDecodingContainer(
        try JSONValueDecoder.keyed(NestedKey.self, try value(key), codingPath + [key])
      )
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try JSONValueDecoder.unkeyed(try value(key), codingPath + [key])
    }

    func superDecoder() throws -> any Decoder {
      JSONValueDecoder(value: fields["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      JSONValueDecoder(value: fields[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
      self.items = items
      self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The next item and its path; past the end, `valueNotFound` as JSONDecoder says it.
    private func next<Value>(_ type: Value.Type) throws -> (JSONValue, [any CodingKey]) {
      let path = codingPath + [JSONValueDecoder.Index(intValue: currentIndex)]
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type,
          .init(codingPath: path, debugDescription: "Unkeyed container is at end.")
        )
      }
      return (items[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
      guard try next(JSONValue.self).0 == .null else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      let (item, path) = try next(type)
      let value = try JSONValueDecoder.decode(type, item, path)
      currentIndex += 1
      return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let (item, path) = try next(KeyedDecodingContainer<NestedKey>.self)
      let container = try JSONValueDecoder.keyed(NestedKey.self, item, path)
      currentIndex += 1
      return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let (item, path) = try next((any UnkeyedDecodingContainer).self)
      let container = try JSONValueDecoder.unkeyed(item, path)
      currentIndex += 1
      return container
    }

    mutating func superDecoder() throws -> any Decoder {
      let (item, path) = try next((any Decoder).self)
      currentIndex += 1
      return JSONValueDecoder(value: item, codingPath: path)
    }
  }

  struct SingleValue: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try JSONValueDecoder.decode(type, value, codingPath)
    }
    func decode(_ type: Bool.Type) throws -> Bool { try JSONValueDecoder.bool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String {
      try JSONValueDecoder.string(value, codingPath)
    }
    func decode(_ type: Double.Type) throws -> Double {
      try JSONValueDecoder.floating(type, value, codingPath)
    }
    func decode(_ type: Float.Type) throws -> Float {
      try JSONValueDecoder.floating(type, value, codingPath)
    }
    func decode(_ type: Int.Type) throws -> Int {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: Int8.Type) throws -> Int8 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: Int16.Type) throws -> Int16 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: Int32.Type) throws -> Int32 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: Int64.Type) throws -> Int64 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: UInt.Type) throws -> UInt {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: UInt8.Type) throws -> UInt8 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: UInt16.Type) throws -> UInt16 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: UInt32.Type) throws -> UInt32 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
    func decode(_ type: UInt64.Type) throws -> UInt64 {
      try JSONValueDecoder.integer(type, value, codingPath)
    }
  }
}
