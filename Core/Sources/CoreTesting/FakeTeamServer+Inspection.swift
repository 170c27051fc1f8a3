import CoreContract
import CoreHTTP
import Foundation

extension FakeTeamServer {
  /// Every request received, oldest first, failed ones included.
  public var requests: [ReceivedRequest] { locked { $0.requests } }

  /// The writes received (`PUT` and `PATCH` of records, a batch's entries each as its single
  /// request), oldest first.
  public var writes: [ReceivedRequest] {
    requests.flatMap(Self.unfolded).filter {
      ["PUT", "PATCH"].contains($0.request.method) && $0.request.path.hasPrefix("/v1/records/")
    }
  }

  /// Forgets the requests received so far (records stay).
  public func clearRequests() { locked { $0.requests = [] } }

  /// The last number of the change sequence.
  public var lastSequence: Int64 { locked { $0.sequence } }

  /// A copy of the team's record, photos and remembered answers, as `nurse-server backup`
  /// takes one.
  public struct Backup: Sendable {
    fileprivate var state: FakeServerState
  }

  /// Takes a backup of everything the server holds now.
  public func backup() -> Backup { locked { Backup(state: $0) } }

  /// Puts the server back to `backup`, with a new change log identity, as `nurse-server
  /// restore` does: what was written after the backup is gone and its numbers are given again.
  public func restore(_ backup: Backup) {
    locked { state in
      let (requests, failures, offline) = (state.requests, state.failures, state.isOffline)
      state = backup.state
      state.log = UUID().uuidString
      (state.requests, state.failures, state.isOffline) = (requests, failures, offline)
    }
  }

  /// The stored JSON of a team record (or of `owner`'s per-nurse record); nil when absent or
  /// erased.
  public func record(_ type: RecordType, _ id: RecordID, owner: String? = nil) -> JSONValue? {
    locked { $0.rows[FakeRowKey(address: FakeAddress(type: type, id: id), owner: owner)]?.payload }
  }

  /// The stored record read as `Record`; nil when absent, erased or unreadable.
  public func record<Record: TeamRecord>(
    _ type: Record.Type,
    _ id: RecordID,
    owner: String? = nil
  ) -> Record? {
    try? record(Record.type, id, owner: owner)?.decode(as: Record.self)
  }

  /// Every stored team record of `type` (tombstones aside), in sequence order.
  public func records(of type: RecordType) -> [JSONValue] {
    locked { state in
      state.rows.values.filter { $0.address.type == type && $0.owner == nil }
        .sorted { $0.sequence < $1.sequence }.compactMap(\.payload)
    }
  }

  /// The version of a versioned record; nil when absent.
  public func version(of type: RecordType, _ id: RecordID) -> Int? {
    locked { $0.rows[FakeRowKey(address: FakeAddress(type: type, id: id), owner: nil)]?.version }
  }

  /// The bytes stored under `sha256`.
  public func photo(_ sha256: String) -> Data? { locked { $0.photos[sha256]?.bytes } }

  /// Stores photo bytes as if a colleague had uploaded them.
  public func addPhoto(_ bytes: Data, sha256: String, mediaType: String = "image/jpeg") {
    locked { $0.photos[sha256] = FakePhoto(bytes: bytes, mediaType: mediaType) }
  }

  /// Stores `record` as a colleague's write, unchecked: version 1 for a new versioned record
  /// (the next for a stored one), the next sequence. Returns the stored JSON.
  @discardableResult
  public func seed<Record: TeamRecord>(_ record: Record, by nurse: String = "colleague")
    -> JSONValue
  {
    let fields = (try? JSONValue(encoding: record).fields) ?? [:]
    let kind = kind(Record.type) ?? FakeKind(Record.self)
    return seed(Record.type, record.recordID, fields: fields, kind: kind, by: nurse)
  }

  /// Stores raw JSON under any type, unchecked (a kind the client may not know), as
  /// append-only unless the server knows the type. Returns the stored JSON.
  @discardableResult
  public func seed(
    _ type: RecordType,
    _ id: RecordID,
    record: [String: JSONValue],
    by nurse: String = "colleague"
  ) -> JSONValue {
    seed(
      type,
      id,
      fields: record,
      kind: kind(type) ?? FakeKind(loose: type.rawValue, .appendOnly),
      by: nurse
    )
  }

  /// A colleague's merged edit: sets `fields` (`.null` removes one) on a stored record, with
  /// the next version and sequence. Returns the stored JSON, nil when the record is absent.
  @discardableResult
  public func edit(
    _ type: RecordType,
    _ id: RecordID,
    set fields: [String: JSONValue],
    by nurse: String = "colleague"
  ) -> JSONValue? {
    let kind = kind(type) ?? FakeKind(loose: type.rawValue, .appendOnly)
    return locked { state in
      let key = FakeRowKey(address: FakeAddress(type: type, id: id), owner: nil)
      guard var stored = state.rows[key]?.payload?.fields else { return nil }
      for (field, value) in fields { stored[field] = value == .null ? nil : value }
      return state.write(stored, at: key, kind: kind, by: nurse)
    }
  }

  /// Erases a team record: its row keeps no payload, and the feed carries a tombstone.
  public func erase(type: RecordType, id: RecordID) {
    locked { state in
      let key = FakeRowKey(address: FakeAddress(type: type, id: id), owner: nil)
      let sequence = state.nextSequence()
      let existing = state.rows[key]
      state.rows[key] = FakeRow(
        address: key.address,
        owner: nil,
        payload: nil,
        version: existing?.version,
        sequence: sequence,
        createdBy: existing?.createdBy ?? "colleague",
        updatedBy: "colleague"
      )
    }
  }

  private func seed(
    _ type: RecordType,
    _ id: RecordID,
    fields: [String: JSONValue],
    kind: FakeKind,
    by nurse: String
  ) -> JSONValue {
    locked { state in
      var fields = fields
      fields[ServerStamps.version] = kind.policy == .versioned ? nil : fields[ServerStamps.version]
      let key = FakeRowKey(address: FakeAddress(type: type, id: id), owner: nil)
      return state.write(fields, at: key, kind: kind, by: nurse)
    }
  }
}
