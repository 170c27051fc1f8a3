import CoreContract
import Foundation

/// A change of the team's change log as the pull applies it: the contract's `Wire.Change`,
/// its record read once, straight into its kind's wire type.
///
/// Reading the feed into `JSONValue` and each record again into its type cost a pull most of
/// its time; the page is read here, keyed as `Wire.ChangePage` and `Wire.Change` are encoded
/// (a test decodes the contract's own encoding).
struct PulledChange: Sendable {
  /// What the change carries.
  enum Content: Sendable {
    /// The record erased.
    case tombstone
    /// The record, read as its kind's type.
    case record(any TeamRecord)
    /// The record as the feed sent it, with what kept it from being read (a kind this app
    /// does not know, a record it cannot read): it is parked raw.
    case raw(JSONValue, any Error)
  }

  var sequence: Int64
  var type: RecordType
  var id: RecordID
  var content: Content

  /// The bytes parked for this change: the record in its wire form, nil for a tombstone.
  func parkedRecord() throws -> Data? {
    switch content {
    case .tombstone: return nil
    case .record(let record): return try WireCoding.encoder.encode(record)
    case .raw(let json, _): return json.wireData
    }
  }

  /// The kinds a decoder reads records with, in its `userInfo`.
  static let kindsKey = CodingUserInfoKey(rawValue: "CoreSync.kinds")!

  /// A decoder that reads pages and parked records with `kinds`.
  static func decoder(kinds: [RecordType: any SyncedKind]) -> JSONDecoder {
    let decoder = WireCoding.decoder
    decoder.userInfo[kindsKey] = kinds
    return decoder
  }

  /// Reads the record at `key` as `type`'s kind, raw when no kind reads it.
  static func content<Key: CodingKey>(
    of type: RecordType,
    at key: Key,
    in container: KeyedDecodingContainer<Key>,
    kinds: [RecordType: any SyncedKind]
  ) throws -> Content {
    guard try container.decodeNil(forKey: key) == false else { return .tombstone }
    guard let kind = kinds[type] else {
      return .raw(try container.decode(JSONValue.self, forKey: key), UnknownKind())
    }
    do {
      return .record(try kind.read(from: container.superDecoder(forKey: key)))
    } catch {
      return .raw(try container.decode(JSONValue.self, forKey: key), error)
    }
  }
}

/// A change of a kind this store does not declare.
struct UnknownKind: Error {}

extension PulledChange: Decodable {
  private enum CodingKeys: String, CodingKey {
    case sequence, type, id, record
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sequence = try container.decode(Int64.self, forKey: .sequence)
    type = try container.decode(RecordType.self, forKey: .type)
    id = try container.decode(RecordID.self, forKey: .id)
    guard container.contains(.record) else {
      content = .tombstone
      return
    }
    content = try Self.content(
      of: type,
      at: CodingKeys.record,
      in: container,
      kinds: decoder.userInfo[Self.kindsKey] as? [RecordType: any SyncedKind] ?? [:]
    )
  }
}

/// A page of the feed (`Wire.ChangePage`), its changes read as `PulledChange`.
struct PulledPage: Decodable, Sendable {
  var changes: [PulledChange]
  var next: Int64
  var hasMore: Bool
  /// The change log's identity (`Wire.ChangePage.log`).
  var log: String?
}

/// A record's JSON as this store keeps it (a parked change's, an outbox entry's payload), read with
/// the kind of the type its row names.
struct StoredPayload: Decodable {
  /// The type its row names, in the decoder's `userInfo`.
  static let typeKey = CodingUserInfoKey(rawValue: "CoreSync.storedType")!

  var record: any TeamRecord

  init(from decoder: any Decoder) throws {
    let kinds = decoder.userInfo[PulledChange.kindsKey] as? [RecordType: any SyncedKind]
    guard let type = decoder.userInfo[Self.typeKey] as? RecordType, let kind = kinds?[type]
    else { throw UnknownKind() }
    record = try kind.read(from: decoder)
  }

  /// The stored `record` of `type`, read as its kind's type, or raw with what kept it from
  /// being read.
  static func content(
    of type: RecordType,
    _ record: Data,
    kinds: [RecordType: any SyncedKind]
  ) throws -> PulledChange.Content {
    let decoder = PulledChange.decoder(kinds: kinds)
    decoder.userInfo[typeKey] = type
    do {
      return .record(try decoder.decode(StoredPayload.self, from: record).record)
    } catch {
      return .raw(try JSONValue(wireData: record), error)
    }
  }
}
