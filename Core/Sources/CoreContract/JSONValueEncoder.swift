import Foundation

/// Writes an `Encodable` straight into a `JSONValue` tree, the tree `WireCoding.decoder` would
/// read back from `WireCoding.encoder`'s bytes, without the bytes: `JSONValue(encoding:)` makes
/// the canonical form of every record the server checks, and writing then parsing each was a
/// large share of a batch's CPU.
///
/// Instants are written as `WireCoding.text(for:)` writes them, numbers as `Decimal`s, absent
/// optionals left out (an explicit `encodeNil` is a null), a value that writes nothing an empty
/// object, as `JSONEncoder` does.
struct JSONValueEncoder: Encoder {
  /// Where one value goes once written: filled by whichever container the value asks for.
  final class Slot {
    var content: Content?

    enum Content {
      case value(JSONValue)
      case object(Fields)
      case array(Items)
      case slot(Slot)
    }

    /// The value written here; nothing written is an empty object.
    var value: JSONValue {
      switch content {
      case nil: return .object([:])
      case .value(let value): return value
      case .object(let fields): return .object(fields.slots.mapValues(\.value))
      case .array(let items): return .array(items.slots.map(\.value))
      case .slot(let slot): return slot.value
      }
    }
  }

  final class Fields {
    var slots: [String: Slot] = [:]
  }

  final class Items {
    var slots: [Slot] = []
  }

  let slot: Slot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// `value` as the tree its wire bytes would read back as.
  static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let slot = Slot()
    try write(value, into: slot, at: [])
    guard slot.content != nil else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: [], debugDescription: "\(Value.self) did not encode any values.")
      )
    }
    return slot.value
  }

  /// Writes `value` into `slot`: the types `JSONEncoder` writes itself the same way here, any
  /// other through its own `encode(to:)`.
  static func write<Value: Encodable>(
    _ value: Value,
    into slot: Slot,
    at path: [any CodingKey]
  ) throws {
    switch value {
    case let json as JSONValue: slot.content = .value(json)
    case let date as Date: slot.content = .value(.string(WireCoding.text(for: date)))
    case let number as Decimal: slot.content = .value(.number(number))
    case let text as String: slot.content = .value(.string(text))
    case let flag as Bool: slot.content = .value(.bool(flag))
    case let number as Int: slot.content = .value(.number(Decimal(number)))
    case let number as any FixedWidthInteger:
      slot.content = .value(.number(decimal(number)))
    case let number as Double: slot.content = .value(try floating(number, at: path))
    case let number as Float: slot.content = .value(try floating(number, at: path))
    default: try value.encode(to: JSONValueEncoder(slot: slot, codingPath: path))
    }
  }

  /// An integer of any width, exactly.
  static func decimal<Integer: FixedWidthInteger>(_ number: Integer) -> Decimal {
    number < 0 ? Decimal(Int64(number)) : Decimal(UInt64(number))
  }

  /// A floating-point number as the digits `JSONEncoder` writes, read back as a `Decimal`.
  static func floating<Floating: BinaryFloatingPoint & LosslessStringConvertible>(
    _ number: Floating,
    at path: [any CodingKey]
  ) throws -> JSONValue {
    guard number.isFinite, let decimal = Decimal(string: number.description) else {
      throw EncodingError.invalidValue(
        number,
        .init(codingPath: path, debugDescription: "\(number) is not a JSON number.")
      )
    }
    return .number(decimal)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keyed<Key>(fields: Self.fields(in: slot), codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    Unkeyed(items: Self.items(in: slot), codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValue(slot: slot, codingPath: codingPath)
  }

  /// The object being written in `slot`, begun when none is.
  static func fields(in slot: Slot) -> Fields {
    if case .object(let fields) = slot.content { return fields }
    let fields = Fields()
    slot.content = .object(fields)
    return fields
  }

  /// The array being written in `slot`, begun when none is.
  static func items(in slot: Slot) -> Items {
    if case .array(let items) = slot.content { return items }
    let items = Items()
    slot.content = .array(items)
    return items
  }
}

extension JSONValueEncoder {
  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let fields: Fields
    let codingPath: [any CodingKey]

    private func slot(_ key: Key) -> Slot {
      let slot = Slot()
      fields.slots[key.stringValue] = slot
      return slot
    }

    mutating func encodeNil(forKey key: Key) throws { slot(key).content = .value(.null) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
      try JSONValueEncoder.write(value, into: slot(key), at: codingPath + [key])
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
      slot(key).content = .value(try JSONValueEncoder.floating(value, at: codingPath + [key]))
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
      slot(key).content = .value(try JSONValueEncoder.floating(value, at: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type,
      forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(
        Keyed<NestedKey>(
          fields: JSONValueEncoder.fields(in: slot(key)),
          codingPath: codingPath + [key]
        )
      )
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      Unkeyed(items: JSONValueEncoder.items(in: slot(key)), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      JSONValueEncoder(slot: slot(Key(stringValue: "super")!), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      JSONValueEncoder(slot: slot(key), codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let items: Items
    let codingPath: [any CodingKey]
    var count: Int { items.slots.count }

    private func slot() -> Slot {
      let slot = Slot()
      items.slots.append(slot)
      return slot
    }

    private var path: [any CodingKey] { codingPath + [JSONValueDecoder.Index(intValue: count)] }

    mutating func encodeNil() throws { slot().content = .value(.null) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      let path = path
      try JSONValueEncoder.write(value, into: slot(), at: path)
    }

    mutating func encode(_ value: Double) throws {
      let number = try JSONValueEncoder.floating(value, at: path)
      slot().content = .value(number)
    }

    mutating func encode(_ value: Float) throws {
      let number = try JSONValueEncoder.floating(value, at: path)
      slot().content = .value(number)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let path = path
      return KeyedEncodingContainer(
        Keyed<NestedKey>(fields: JSONValueEncoder.fields(in: slot()), codingPath: path)
      )
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = path
      return Unkeyed(items: JSONValueEncoder.items(in: slot()), codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
      let path = path
      return JSONValueEncoder(slot: slot(), codingPath: path)
    }
  }

  struct SingleValue: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      try JSONValueEncoder.write(value, into: slot, at: codingPath)
    }

    mutating func encode(_ value: Double) throws {
      slot.content = .value(try JSONValueEncoder.floating(value, at: codingPath))
    }

    mutating func encode(_ value: Float) throws {
      slot.content = .value(try JSONValueEncoder.floating(value, at: codingPath))
    }
  }
}
