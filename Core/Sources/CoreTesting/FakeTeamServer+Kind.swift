import CoreContract
import CoreHTTP
import Foundation

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
  /// The contract's rule about a field's change (`TeamRecord.checkChange`); nil on a loose
  /// server.
  let changeRefusal: (@Sendable (Wire.FieldChange) -> FakeRefusal?)?

  init<Record: TeamRecord>(_ record: Record.Type) {
    type = Record.type
    policy = Record.policy
    mergeableFields = Record.mergeableFields
    stampsSequence = Record.type == Wire.Message.type
    changeRefusal = { change in
      do throws(RuleViolation) {
        try Record.checkChange(change)
        return nil
      } catch {
        return FakeRefusal(
          status: 422,
          type: "validation",
          detail: error.description,
          field: error.field
        )
      }
    }
    check = { json, today in
      guard let fields = json.fields else { return .failure(.badRequest("expected an object")) }
      let value: Record
      do throws(RuleViolation) {
        // The contract's one strict reading, the server's own.
        value = try Record.strictlyDecoded(fields, today: today)
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
    changeRefusal = nil
  }

  /// True when a patch may change `field`.
  func mayChange(_ field: String) -> Bool {
    mergeableFields?.contains(field) ?? !["id", ServerStamps.version].contains(field)
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
