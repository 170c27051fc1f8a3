import CoreContract
import CoreHTTP
import Foundation

/// Where one record lives: its kind and id.
struct FakeAddress: Hashable, Sendable {
  var type: RecordType
  var id: RecordID
}

/// One row of the fake's `team_record`: `owner` is nil for team records and the nurse for
/// per-nurse ones; no payload is a tombstone.
struct FakeRow: Sendable {
  var address: FakeAddress
  var owner: String?
  var payload: JSONValue?
  var version: Int?
  var sequence: Int64
  var createdBy: String
  var updatedBy: String
}

/// A row's key: a per-nurse record is kept once per nurse.
struct FakeRowKey: Hashable, Sendable {
  var address: FakeAddress
  var owner: String?
}

/// Photo bytes and their media type.
struct FakePhoto: Sendable {
  var bytes: Data
  var mediaType: String
  /// The whole size, for an upload in parts not finished yet.
  var length = 0
}

/// Everything the fake server holds; changed only under its lock.
struct FakeServerState: Sendable {
  var rows: [FakeRowKey: FakeRow] = [:]
  var sequence: Int64 = 0
  var photos: [String: FakePhoto] = [:]
  /// Uploads in parts not finished yet, by hash.
  var partialPhotos: [String: FakePhoto] = [:]
  /// First successful answers by `nurse + "\n" + Idempotency-Key`.
  var replays: [String: HTTPResponse] = [:]
  var requests: [FakeTeamServer.ReceivedRequest] = []
  var failures: [ScheduledFailure] = []
  var isOffline = false
  /// The change log's identity, new after `restore(_:)` as the real server's.
  var log = UUID().uuidString

  /// Takes the next number of the one change sequence.
  mutating func nextSequence() -> Int64 {
    sequence += 1
    return sequence
  }

  /// Stores `fields` as the record's new state with the next sequence: a new version for a
  /// versioned kind (1 when new), and the sequence stamped where the kind asks for it.
  @discardableResult
  mutating func write(
    _ fields: [String: JSONValue],
    at key: FakeRowKey,
    kind: FakeKind,
    by nurse: String
  ) -> JSONValue {
    let sequence = nextSequence()
    let existing = rows[key]
    var fields = fields
    var version: Int?
    if kind.policy == .versioned {
      version = (existing?.version ?? 0) + 1
      fields[ServerStamps.version] = .number(Decimal(version!))
    }
    if kind.stampsSequence { fields["sequence"] = .number(Decimal(sequence)) }
    rows[key] = FakeRow(
      address: key.address,
      owner: key.owner,
      payload: .object(fields),
      version: version,
      sequence: sequence,
      createdBy: existing?.createdBy ?? nurse,
      updatedBy: nurse
    )
    return .object(fields)
  }
}
