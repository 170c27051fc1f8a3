import CoreContract
import Foundation

/// How a team server answers record writes and reads, written once as cases that
/// nurse-server's tests and FakeTeamServer's tests both run: a behaviour the fake has and the
/// server lacks, or the reverse, fails one of them (docs/sync.md, "The server").
///
/// Each case is sent by one nurse to a new, empty team server, request after request; every
/// answer but the last must be a success, and the last must have the expected status and
/// name the expected field in its problem.
public enum TeamServerContract {
  /// One request, as a test client sends it (the runner adds the nurse's bearer token).
  public struct Request: Sendable {
    public var method: String
    public var path: String
    public var headers: [String: String]
    public var body: Data?
  }

  /// What the last answer of a case must be.
  public struct Outcome: Equatable, Sendable, CustomStringConvertible {
    /// The HTTP status.
    public var status: Int
    /// The field a problem+json answer names, nil when it names none (or is a success).
    public var field: String?

    /// An outcome of `status`, naming `field`.
    public init(_ status: Int, field: String? = nil) {
      self.status = status
      self.field = field
    }

    public var description: String { "\(status)" + (field.map { " naming \($0)" } ?? "") }
  }

  /// A scenario and what its last answer must be.
  public struct Case: Sendable, CustomStringConvertible {
    /// What it checks, in words.
    public var name: String
    /// Sent in order; all but the last must succeed.
    public var requests: [Request]
    /// The last answer.
    public var expected: Outcome

    public var description: String { name }
  }

  /// The outcome of an answer: its status and, for a problem, the field it names.
  public static func outcome(status: Int, body: Data) -> Outcome {
    guard status >= 400 else { return Outcome(status) }
    let problem = try? WireCoding.decoder.decode(Wire.Problem.self, from: body)
    return Outcome(status, field: problem?.field)
  }

  /// Every case, each on a new server.
  public static let cases: [Case] =
    [
      Case(name: "a create is answered 201", requests: [put(patient)], expected: Outcome(201)),
      Case(
        name: "a write retried with its key gets the first answer",
        requests: [put(patient, key: "k1"), put(patient, key: "k1")],
        expected: Outcome(201)
      ),
      Case(
        name: "the same record sent again under a new key is answered as stored",
        requests: [put(patient, key: "k1"), put(patient, key: "k2")],
        expected: Outcome(200)
      ),
      Case(
        name: "another record under a used id is a conflict",
        requests: [put(patient, key: "k1"), put(renamed, key: "k2")],
        expected: Outcome(409, field: "id")
      ),
      Case(
        name: "a write without an Idempotency-Key is refused naming the header",
        requests: [put(patient, key: nil)],
        expected: Outcome(400, field: ContractHeaders.idempotencyKey)
      ),
      Case(
        name: "a blank Idempotency-Key is refused naming the header",
        requests: [put(patient, key: "  ")],
        expected: Outcome(400, field: ContractHeaders.idempotencyKey)
      ),
      Case(
        name: "a key the record does not have is refused naming it",
        requests: [put(patient, extra: ["nickname": .string("Mimi")])],
        expected: Outcome(422, field: "nickname")
      ),
      Case(
        name: "a broken rule is refused naming its field",
        requests: [put(patient, extra: ["birthDate": .string("1800-01-01")])],
        expected: Outcome(422, field: "birthDate")
      ),
      Case(
        name: "an instant ahead of the server's clock is refused naming it",
        requests: [put(patient, extra: ["createdAt": .string("2099-01-01T00:00:00.000Z")])],
        expected: Outcome(422, field: "createdAt")
      ),
      Case(
        name: "an instant before 1900 is refused naming it",
        requests: [put(patient, extra: ["createdAt": .string("1800-01-01T00:00:00.000Z")])],
        expected: Outcome(422, field: "createdAt")
      ),
      Case(
        name: "a record whose parent the team lacks is not found",
        requests: [put(wound)],
        expected: Outcome(404)
      ),
      Case(
        name: "a record unknown to the team is not found",
        requests: [Request(method: "GET", path: path(patient), headers: [:], body: nil)],
        expected: Outcome(404)
      ),
      Case(
        name: "a patch merges a mergeable field",
        requests: [put(patient), patch(patient, "notes", to: .string("Mondays"))],
        expected: Outcome(200)
      ),
      Case(
        name: "a patch without If-Match is refused naming it",
        requests: [put(patient), patch(patient, "notes", to: .string("Mondays"), ifMatch: nil)],
        expected: Outcome(428, field: ContractHeaders.ifMatch)
      ),
      Case(
        name: "a patch of a field that never merges is refused naming it",
        requests: [put(patient), patch(patient, "createdAt", to: .string("2025-01-01T00:00:00Z"))],
        expected: Outcome(422, field: "createdAt")
      ),
      Case(
        name: "a patch without an Idempotency-Key is refused naming the header",
        requests: [put(patient), patch(patient, "notes", to: .string("Mondays"), key: nil)],
        expected: Outcome(400, field: ContractHeaders.idempotencyKey)
      ),
    ] + mergeCases + photoCases

  /// A patient's `mergedInto`: a patch sets it once, never to herself, never again.
  static let mergeCases: [Case] = [
    Case(
      name: "a patch merging a patient into another lands",
      requests: [put(patient), patch(patient, "mergedInto", to: .string(keptID.text))],
      expected: Outcome(200)
    ),
    Case(
      name: "a patch merging a patient into herself is refused naming mergedInto",
      requests: [put(patient), patch(patient, "mergedInto", to: .string(patient.id.text))],
      expected: Outcome(422, field: "mergedInto")
    ),
    Case(
      name: "a patch moving a patient's mergedInto is refused naming it",
      requests: [put(merged), patch(merged, "mergedInto", to: .string(RecordID(UUID()).text))],
      expected: Outcome(422, field: "mergedInto")
    ),
    Case(
      name: "a patch clearing a patient's mergedInto is refused naming it",
      requests: [put(merged), patch(merged, "mergedInto", to: .null)],
      expected: Outcome(422, field: "mergedInto")
    ),
  ]
  static let keptID = RecordID(UUID(uuidString: "00000000-0000-4000-8000-0000000000aa")!)
  /// `patient`, merged into `keptID`.
  static var merged: Wire.Patient {
    var merged = patient
    merged.mergedInto = keptID
    return merged
  }

  // MARK: The records and requests of the cases

  static let at = Date(timeIntervalSince1970: 1_750_000_000)
  static let patient = Wire.Patient(
    id: RecordID(UUID(uuidString: "5E0E0E0E-0000-4000-8000-000000000001")!),
    givenName: "Marie",
    familyName: "Dupont",
    birthDate: "1941-03-12",
    sex: .female,
    createdAt: at,
    updatedAt: at
  )
  static var renamed: Wire.Patient {
    var other = patient
    other.givenName = "Jeanne"
    return other
  }
  static let wound = Wire.Wound(
    id: RecordID(UUID(uuidString: "5E0E0E0E-0000-4000-8000-000000000002")!),
    patientId: RecordID(UUID(uuidString: "5E0E0E0E-0000-4000-8000-0000000000FF")!),
    openedOn: "2025-06-01",
    type: .skinTear,
    site: .leftFoot,
    createdAt: at,
    updatedAt: at
  )

  static func path<Record: TeamRecord>(_ record: Record) -> String {
    ContractPaths.record(Record.type, record.recordID)
  }

  static func headers(key: String?) -> [String: String] {
    var headers = ["Content-Type": "application/json"]
    headers[ContractHeaders.idempotencyKey] = key
    return headers
  }

  /// A `PUT` of `record`, with `extra` laid over its JSON.
  static func put<Record: TeamRecord>(
    _ record: Record,
    key: String? = UUID().uuidString,
    extra: [String: JSONValue] = [:]
  ) -> Request {
    var fields = (try? JSONValue(encoding: record).fields) ?? [:]
    fields.merge(extra) { $1 }
    let body = try? WireCoding.encoder.encode(JSONValue.object(fields))
    return Request(method: "PUT", path: path(record), headers: headers(key: key), body: body)
  }

  /// A `PATCH` of one field of `record` (at version 1) from its value to `to`.
  static func patch<Record: TeamRecord>(
    _ record: Record,
    _ field: String,
    to value: JSONValue,
    ifMatch: String? = "\"1\"",
    key: String? = UUID().uuidString
  ) -> Request {
    let from = (try? JSONValue(encoding: record).fields)?[field] ?? .null
    let patch = Wire.RecordPatch(changes: [Wire.FieldChange(field: field, from: from, to: value)])
    var headers = headers(key: key)
    headers[ContractHeaders.ifMatch] = ifMatch
    let body = try? WireCoding.encoder.encode(patch)
    return Request(method: "PATCH", path: path(record), headers: headers, body: body)
  }
}
