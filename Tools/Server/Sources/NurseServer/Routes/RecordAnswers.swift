import CoreContract
import Foundation
import HTTPTypes
import Hummingbird

/// Reading record bodies: every refusal a 422 problem naming the field at fault.
enum RecordBody {
  /// The body as a JSON object.
  static func object(_ data: Data) throws -> [String: JSONValue] {
    guard let value = try? JSONValue(wireData: data), let fields = value.fields else {
      throw Problem(
        status: .unprocessableContent,
        type: "validation",
        detail: "The body must be a JSON object.",
        field: "body"
      )
    }
    return fields
  }

  /// A `Wire.RecordPatch` whose every change names a field a patch may change.
  static func patch(_ fields: [String: JSONValue], mergeable: Set<String>) throws
    -> [Wire.FieldChange]
  {
    if let unknown = fields.keys.sorted().first(where: {
      !Wire.RecordPatch.allowedKeys.contains($0)
    }) {
      throw Problem.invalid("Unknown field.", field: unknown)
    }
    let patch: Wire.RecordPatch
    do {
      patch = try JSONValue.object(fields).decode(as: Wire.RecordPatch.self)
    } catch let error as DecodingError {
      throw Problem.invalid(RuleViolation(error))
    }
    for change in patch.changes where !mergeable.contains(change.field) {
      throw Problem.invalid("This field cannot be changed by a patch.", field: change.field)
    }
    return patch.changes
  }
}

/// The HTTP answer to each outcome of a record write: one mapping, whether the write came
/// alone or in a batch.
enum RecordAnswers {
  static func response(_ outcome: RecordWriteOutcome, kind: TeamRecordKind) throws -> Response {
    let (status, body) = try answer(outcome, kind: kind)
    let record: JSONValue =
      switch outcome {
      case .created(let record), .stored(let record), .merged(let record, _): record
      case .notFound, .differs, .erased, .invalid: .null
      }
    return try JSONAnswer.response(status, body, headers: etag(record))
  }

  /// The status and body of a write's outcome; a refusal is thrown as its problem.
  static func answer(_ outcome: RecordWriteOutcome, kind: TeamRecordKind) throws -> (
    HTTPResponse.Status, JSONValue
  ) {
    switch outcome {
    case .created(let record):
      return (.created, record)
    case .stored(let record):
      return (.ok, record)
    case .merged(let record, let conflicts):
      return (.ok, .object(["record": record, "conflicts": try JSONValue(encoding: conflicts)]))
    case .notFound:
      throw Problem.notFound("No such \(kind.type), or the record it hangs under, in your team.")
    case .differs:
      throw Problem(
        status: .conflict,
        type: "conflict",
        detail: "This id already holds another \(kind.type).",
        field: "id"
      )
    case .erased:
      throw Problem(
        status: .conflict,
        type: "conflict",
        detail: "This \(kind.type) was erased; its id is not used again.",
        field: "id"
      )
    case .invalid(let violation):
      throw Problem.invalid(violation)
    }
  }

  /// A record as stored, sent as it is: its JSON is its wire form already.
  static func stored(_ record: StoredRecord) -> Response {
    var headers: HTTPFields = [:]
    if let version = record.version { headers[.eTag] = "\"\(version)\"" }
    return json(record.json, headers: headers)
  }

  /// A 200 with JSON bytes made elsewhere (a stored record, a change-feed page).
  static func json(_ body: Data, headers: HTTPFields = [:]) -> Response {
    var headers = headers
    headers[.contentType] = "application/json"
    return Response(
      status: .ok,
      headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
    )
  }

  /// `ETag: "<version>"` for a versioned record: the `If-Match` of its next patch.
  private static func etag(_ record: JSONValue) -> HTTPFields {
    guard case .number(let version) = record[ServerStamps.version] else { return [:] }
    return [.eTag: "\"\(version)\""]
  }
}

extension Problem {
  /// A 422 naming the field a rule refused, and why (never its value).
  static func invalid(_ violation: RuleViolation) -> Problem {
    invalid("\(violation.field) \(violation.reason).", field: violation.field)
  }
}
