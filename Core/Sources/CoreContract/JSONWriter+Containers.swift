import Foundation

/// An object of `JSONBytesEncoder`: each member is written as it is given.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONBytesEncoder
  let index: Int
  let serial: Int

  init(encoder: JSONBytesEncoder, frame: (index: Int, serial: Int)) {
    self.encoder = encoder
    (index, serial) = frame
  }

  var codingPath: [any CodingKey] { encoder.path(depth: index) }

  private func begin(_ key: Key) throws {
    try encoder.beginMember(key.stringValue, in: index, serial: serial)
  }

  mutating func encodeNil(forKey key: Key) throws {
    try begin(key)
    encoder.writeLiteral("null")
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try begin(key)
    encoder.writeLiteral(value ? "true" : "false")
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    try begin(key)
    encoder.writeString(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    try begin(key)
    try encoder.writeFloat(value)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try begin(key)
    try encoder.writeFloat(value)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(value)
  }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try begin(key)
    try encoder.writeNested(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    try! begin(key)
    return KeyedEncodingContainer(
      JSONKeyedContainer<NestedKey>(encoder: encoder, frame: encoder.open(object: true))
    )
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    try! begin(key)
    return JSONUnkeyedContainer(encoder: encoder, frame: encoder.open(object: false))
  }

  mutating func superEncoder() -> any Encoder {
    fatalError("JSONWriter writes no super encoder's values; JSONEncoder does")
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    fatalError("JSONWriter writes no super encoder's values; JSONEncoder does")
  }
}

/// An array of `JSONBytesEncoder`: each element is written as it is given.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: JSONBytesEncoder
  let index: Int
  let serial: Int

  init(encoder: JSONBytesEncoder, frame: (index: Int, serial: Int)) {
    self.encoder = encoder
    (index, serial) = frame
  }

  var codingPath: [any CodingKey] { encoder.path(depth: index) }

  var count: Int { encoder.count(in: index, serial: serial) }

  private func begin() throws {
    try encoder.beginElement(in: index, serial: serial)
  }

  mutating func encodeNil() throws {
    try begin()
    encoder.writeLiteral("null")
  }

  mutating func encode(_ value: Bool) throws {
    try begin()
    encoder.writeLiteral(value ? "true" : "false")
  }

  mutating func encode(_ value: String) throws {
    try begin()
    encoder.writeString(value)
  }

  mutating func encode(_ value: Double) throws {
    try begin()
    try encoder.writeFloat(value)
  }

  mutating func encode(_ value: Float) throws {
    try begin()
    try encoder.writeFloat(value)
  }

  mutating func encode(_ value: Int) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int64) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt64) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int8) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int16) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int32) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt8) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt16) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt32) throws {
    try begin()
    encoder.writeInteger(value)
  }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try begin()
    try encoder.writeNested(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    try! begin()
    return KeyedEncodingContainer(
      JSONKeyedContainer<NestedKey>(encoder: encoder, frame: encoder.open(object: true))
    )
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    try! begin()
    return JSONUnkeyedContainer(encoder: encoder, frame: encoder.open(object: false))
  }

  mutating func superEncoder() -> any Encoder {
    fatalError("JSONWriter writes no super encoder's values; JSONEncoder does")
  }
}

/// The one value an `encode(to:)` writes when it asks for no object or array.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
  let encoder: JSONBytesEncoder
  let depth: Int

  var codingPath: [any CodingKey] { encoder.path(depth: depth) }

  mutating func encodeNil() throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeLiteral("null")
  }

  mutating func encode(_ value: Bool) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeLiteral(value ? "true" : "false")
  }

  mutating func encode(_ value: String) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeString(value)
  }

  mutating func encode(_ value: Double) throws {
    try encoder.beginSingle(depth: depth)
    try encoder.writeFloat(value)
  }

  mutating func encode(_ value: Float) throws {
    try encoder.beginSingle(depth: depth)
    try encoder.writeFloat(value)
  }

  mutating func encode(_ value: Int) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int64) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt64) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int8) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int16) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int32) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt8) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt16) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt32) throws {
    try encoder.beginSingle(depth: depth)
    encoder.writeInteger(value)
  }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try encoder.beginSingle(depth: depth)
    try encoder.writeNested(value)
  }
}
