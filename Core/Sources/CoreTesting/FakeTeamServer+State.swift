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
}

/// Everything the fake server holds; changed only under its lock.
struct FakeServerState: Sendable {
  var rows: [FakeRowKey: FakeRow] = [:]
  var sequence: Int64 = 0
  var photos: [String: FakePhoto] = [:]
  /// First successful answers by `nurse + "\n" + Idempotency-Key`.
  var replays: [String: HTTPResponse] = [:]
  var requests: [FakeTeamServer.ReceivedRequest] = []
  var failures: [ScheduledFailure] = []
  var isOffline = false

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
      fields["version"] = .number(Decimal(version!))
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

/// What the fake knows of one kind of record: its policy and, when built over a contract
/// type, the checks the real server runs on every body.
struct FakeKind: Sendable {
  /// A body that passed the checks: the record it hangs under and its id.
  struct Checked {
    var parent: RecordReference?
    var id: RecordID?
  }

  let type: RecordType
  let policy: RecordPolicy
  /// The fields a patch may change; nil for any field but `id` and `version`.
  let mergeableFields: Set<String>?
  /// The server stamps `sequence` on the record (messages).
  let stampsSequence: Bool
  /// Strict decoding and `validate`; nil on a loose server. Returns the refusal or the check.
  let check: (@Sendable (JSONValue, Date) -> Result<Checked, FakeRefusal>)?

  init<Record: TeamRecord>(_ record: Record.Type) {
    type = Record.type
    policy = Record.policy
    mergeableFields = Record.mergeableFields
    stampsSequence = Record.type == Wire.Message.type
    check = { json, today in
      guard let fields = json.fields else { return .failure(.badRequest("expected an object")) }
      if let key = fields.keys.sorted().first(where: { !Record.allowedKeys.contains($0) }) {
        return .failure(.badRequest("unknown key", field: key))
      }
      let value: Record
      do { value = try json.decode(as: Record.self) } catch {
        return .failure(.badRequest("unreadable \(Record.type) record"))
      }
      do throws(RuleViolation) {
        try value.validate(today: today)
      } catch {
        let refusal = FakeRefusal(
          status: 422,
          type: "validation",
          detail: error.description,
          field: error.field
        )
        return .failure(refusal)
      }
      return .success(Checked(parent: value.parent, id: value.recordID))
    }
  }

  init(loose name: String, _ policy: RecordPolicy) {
    type = RecordType(rawValue: name)
    self.policy = policy
    mergeableFields = nil
    stampsSequence = name == Wire.Message.type.rawValue
    check = nil
  }

  /// True when a patch may change `field`.
  func mayChange(_ field: String) -> Bool {
    mergeableFields?.contains(field) ?? !["id", "version"].contains(field)
  }
}

/// A problem the fake answers instead of storing.
struct FakeRefusal: Error, Sendable {
  var status: Int
  var type: String
  var detail: String?
  var field: String?

  static func badRequest(_ detail: String, field: String? = nil) -> FakeRefusal {
    FakeRefusal(status: 400, type: "bad-request", detail: detail, field: field)
  }

  var response: HTTPResponse { .problem(status, type, detail: detail, field: field) }
}

extension HTTPResponse {
  /// A JSON answer in `WireCoding`.
  static func json<Value: Encodable>(_ status: Int, _ value: Value) -> HTTPResponse {
    HTTPResponse(
      status: status,
      headers: ["content-type": "application/json"],
      body: (try? WireCoding.encoder.encode(value)) ?? Data()
    )
  }

  /// An `application/problem+json` answer as nurse-server sends it.
  static func problem(_ status: Int, _ type: String, detail: String? = nil, field: String? = nil)
    -> HTTPResponse
  {
    let problem = Problem(
      type: "https://nurse.invalid/problems/\(type)",
      title: type,
      status: status,
      detail: detail,
      field: field
    )
    return HTTPResponse(
      status: status,
      headers: ["content-type": "application/problem+json"],
      body: (try? WireCoding.encoder.encode(problem)) ?? Data()
    )
  }
}

extension HTTPRequest {
  /// The value of header `name`, whatever its case.
  func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The value of query item `name`.
  func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }
}
