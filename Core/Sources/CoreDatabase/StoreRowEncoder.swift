import Foundation
import GRDB

/// A `StoreRecord`'s columns and values, in the order its `encode(to:)` names them, as GRDB's
/// `Codable` insert would store them: what `StoreRecord`'s writes bind. GRDB encodes a row into
/// an ordered dictionary whose SQL it then builds again for every row; this keeps two arrays.
///
/// One encoder for every row type, small on purpose: the rules are GRDB's (its
/// `RecordEncoder`), minus what no row of this store needs (a row that nests containers of its
/// own, custom column names). It serves one goal, the full pull within 1.5× of its baseline
/// (docs/speed.md). The class is not generic over the row type: a generic class's metadata is
/// looked up in the runtime's locked table each time one is made, once per row.
final class StoreRowEncoder: Encoder {
  private(set) var columns: [String] = []
  private(set) var values: [DatabaseValue] = []
  let userInfo: [CodingUserInfoKey: Any]
  /// The row type's JSON encoder for a column (`databaseJSONEncoder(for:)`).
  private let json: (String) -> JSONEncoder
  var codingPath: [any CodingKey] { [] }

  /// An encoder for a row of `Row`, room made for `count` columns.
  init<Row: StoreRecord>(for row: Row.Type, count: Int) {
    userInfo = Row.databaseEncodingUserInfo
    json = Row.databaseJSONEncoder(for:)
    columns.reserveCapacity(count)
    values.reserveCapacity(count)
  }

  private init(userInfo: [CodingUserInfoKey: Any], json: @escaping (String) -> JSONEncoder) {
    self.userInfo = userInfo
    self.json = json
  }

  /// An encoder whose values are dropped: what an object in a column encodes (`ColumnEncoder`).
  func throwaway() -> StoreRowEncoder { StoreRowEncoder(userInfo: userInfo, json: json) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Columns(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    preconditionFailure("a row is encoded column by column")
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    preconditionFailure("a row is encoded column by column")
  }

  fileprivate func put(_ value: DatabaseValue, _ key: some CodingKey) {
    columns.append(key.stringValue)
    values.append(value)
  }

  /// A column's value as GRDB's `Codable` insert writes it.
  fileprivate func value(of value: some Encodable, column: String) throws -> DatabaseValue {
    switch value {
    case let date as Date: return StoredInstant.text(date).databaseValue
    case let uuid as UUID: return uuid.uuidString.lowercased().databaseValue
    case let data as Data: return data.databaseValue
    case let convertible as any DatabaseValueConvertible: return convertible.databaseValue
    default:
      // A value that encodes itself as one value (an id, a raw-valued enum) is that value; one
      // that needs a list or an object is stored as its JSON text.
      let single = ColumnEncoder(row: self, column: column)
      try value.encode(to: single)
      guard single.needsJSON else { return single.value }
      let text = try json(column).encode(value)
      return String(decoding: text, as: UTF8.self).databaseValue
    }
  }

  /// The row's columns: every optional is written, NULL when nil.
  private struct Columns<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StoreRowEncoder
    var codingPath: [any CodingKey] { [] }

    func encodeNil(forKey key: Key) { encoder.put(.null, key) }
    func encode(_ value: Bool, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: String, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: Double, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: Float, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: Int, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: Int8, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: Int16, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: Int32, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: Int64, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: UInt, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: UInt8, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: UInt16, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: UInt32, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: UInt64, forKey key: Key) { encoder.put(value.databaseValue, key) }
    func encode(_ value: some Encodable, forKey key: Key) throws {
      encoder.put(try encoder.value(of: value, column: key.stringValue), key)
    }

    // Each written out for its type: a generic one costs a metadata lookup per column.
    func encodeIfPresent(_ value: Bool?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: String?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: Double?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: Float?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: Int?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: Int8?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: Int16?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: Int32?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: Int64?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: UInt?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: UInt8?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: UInt16?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: UInt32?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: UInt64?, forKey key: Key) {
      encoder.put(value?.databaseValue ?? .null, key)
    }
    func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
      guard let value else { return encoder.put(.null, key) }
      try encode(value, forKey: key)
    }

    func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key)
      -> KeyedEncodingContainer<Nested>
    {
      preconditionFailure("a row's column holds a value, not a nested row")
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      preconditionFailure("a row's column holds a value, not a nested list")
    }

    func superEncoder() -> any Encoder { encoder }
    func superEncoder(forKey key: Key) -> any Encoder { encoder }
  }
}

/// One column's value: the single value a type encodes itself as, or, once it asks for a list
/// or an object, word that the column takes its JSON (whatever it then encodes is dropped).
private final class ColumnEncoder: Encoder, SingleValueEncodingContainer,
  UnkeyedEncodingContainer
{
  let row: StoreRowEncoder
  let column: String
  var value = DatabaseValue.null
  var needsJSON = false
  var count: Int { 0 }
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { row.userInfo }

  init(row: StoreRowEncoder, column: String) {
    self.row = row
    self.column = column
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    needsJSON = true
    // A throwaway row's columns: what the object encodes there is dropped.
    return row.throwaway().container(keyedBy: type)
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    needsJSON = true
    return self
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  func encodeNil() { value = .null }
  func encode(_ value: Bool) { self.value = value.databaseValue }
  func encode(_ value: String) { self.value = value.databaseValue }
  func encode(_ value: Double) { self.value = value.databaseValue }
  func encode(_ value: Float) { self.value = value.databaseValue }
  func encode(_ value: Int) { self.value = value.databaseValue }
  func encode(_ value: Int8) { self.value = value.databaseValue }
  func encode(_ value: Int16) { self.value = value.databaseValue }
  func encode(_ value: Int32) { self.value = value.databaseValue }
  func encode(_ value: Int64) { self.value = value.databaseValue }
  func encode(_ value: UInt) { self.value = value.databaseValue }
  func encode(_ value: UInt8) { self.value = value.databaseValue }
  func encode(_ value: UInt16) { self.value = value.databaseValue }
  func encode(_ value: UInt32) { self.value = value.databaseValue }
  func encode(_ value: UInt64) { self.value = value.databaseValue }
  func encode(_ value: some Encodable) throws {
    guard !needsJSON else { return }
    self.value = try row.value(of: value, column: column)
  }

  func nestedContainer<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    container(keyedBy: type)
  }
  func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  func superEncoder() -> any Encoder { self }
}
