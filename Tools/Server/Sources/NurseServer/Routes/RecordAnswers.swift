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
  static func patch(_ data: Data, mergeable: Set<String>) throws -> [Wire.FieldChange] {
    let fields = try object(data)
    if let unknown = fields.keys.sorted().first(where: {
      !Wire.RecordPatch.allowedKeys.contains($0)
    }) {
      throw Problem.invalid("Unknown field.", field: unknown)
    }
    let patch: Wire.RecordPatch
    do {
      patch = try JSONValue.object(fields).decode(as: Wire.RecordPatch.self)
    } catch let error as DecodingError {
      throw Problem.invalid(RecordDecoding.violation(error))
    }
    for change in patch.changes where !mergeable.contains(change.field) {
      throw Problem.invalid("This field cannot be changed by a patch.", field: change.field)
    }
    return patch.changes
  }
}

/// The HTTP answer to each outcome of a record write.
enum RecordAnswers {
  static func response(_ outcome: RecordWriteOutcome, kind: TeamRecordKind) throws -> Response {
    switch outcome {
    case .created(let record):
      return try JSONAnswer.response(.created, record, headers: etag(record))
    case .stored(let record):
      return try JSONAnswer.response(.ok, record, headers: etag(record))
    case .merged(let record, let conflicts):
      let answer = MergeAnswer(record: record, conflicts: conflicts)
      return try JSONAnswer.response(.ok, answer, headers: etag(record))
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
    guard case .number(let version) = record["version"] else { return [:] }
    return [.eTag: "\"\(version)\""]
  }

  /// `Wire.PatchAnswer` with the record kept as JSON, whatever its kind.
  private struct MergeAnswer: Encodable {
    var record: JSONValue
    var conflicts: [Wire.FieldConflict]
  }
}

extension Problem {
  /// A 422 naming the field a rule refused, and why (never its value).
  static func invalid(_ violation: RuleViolation) -> Problem {
    invalid("\(violation.field) \(violation.reason).", field: violation.field)
  }
}
