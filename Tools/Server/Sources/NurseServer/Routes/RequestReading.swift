import CoreContract
import Foundation
import HTTPTypes
import Hummingbird

/// Reading the parts of a request the routes share, each refusal a 400 problem naming the part.
enum RequestReading {
  /// The body, refused over the context's cap (413) instead of being read without bound; a
  /// route that takes larger bodies (photos) passes its own `limit`.
  static func body(
    _ request: Request,
    context: NurseRequestContext,
    limit: Int? = nil
  ) async throws -> Data {
    var request = request
    let limit = limit ?? context.maxUploadSize
    do {
      let buffer = try await request.collectBody(upTo: limit)
      return Data(buffer.readableBytesView)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      throw tooLarge(limit)
    }
  }

  /// The body of a JSON route: refused with 415 unless its `Content-Type` says JSON.
  static func jsonBody(
    _ request: Request,
    context: NurseRequestContext,
    limit: Int? = nil
  ) async throws -> Data {
    guard isJSON(request.headers[.contentType]) else { throw notJSON }
    return try await body(request, context: context, limit: limit)
  }

  /// True for `application/json`, with at most a UTF-8 charset (JSON is UTF-8, RFC 8259) and
  /// any other parameter; any case, spaces around the parts.
  static func isJSON(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let parts = contentType.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard parts.first == "application/json" else { return false }
    return parts.dropFirst().allSatisfy { parameter in
      guard parameter.hasPrefix("charset=") else { return true }
      let charset = parameter.dropFirst("charset=".count).trimmingCharacters(
        in: CharacterSet(charactersIn: "\"")
      )
      return charset == "utf-8" || charset == "utf8"
    }
  }

  /// A JSON route's body sent as something else (a form, text, no type at all).
  static let notJSON = Problem(
    status: .unsupportedMediaType,
    type: "unsupported-media-type",
    detail: "The body is sent as application/json.",
    field: "Content-Type"
  )

  /// A body over `limit` bytes: 413 naming the limit.
  static func tooLarge(_ limit: Int) -> Problem {
    Problem(status: .contentTooLarge, type: "too-large", detail: "The body is over \(limit) bytes.")
  }

  /// The `{sha256}` path parameter: 64 hex digits, answered lowercase.
  static func pathHash(_ context: NurseRequestContext) throws -> String {
    guard let text = context.parameters.get("sha256"), let hash = PhotoFormat.normalisedHash(text)
    else {
      throw Problem.badRequest("The path must end with a SHA-256 in hex.", field: "sha256")
    }
    return hash
  }

  /// The `{id}` path parameter as a UUID.
  static func pathID(_ context: NurseRequestContext) throws -> RecordID {
    guard let text = context.parameters.get("id"), let id = RecordID(text) else {
      throw Problem.badRequest("The id in the path is not a UUID.", field: "id")
    }
    return id
  }

  /// The header a write's idempotency key travels in (a batch entry's is its `idempotencyKey`).
  static let idempotencyKeyHeader = ContractHeaders.idempotencyKey

  /// `Idempotency-Key`: required on every write, so a retry can never write twice.
  static func idempotencyKey(_ request: Request) throws -> String {
    try checkedKey(HTTPField.Name(idempotencyKeyHeader).flatMap { request.headers[$0] })
  }

  /// An idempotency key as sent (a header, or a batch entry's `idempotencyKey`): present, not
  /// blank, at most 200 characters.
  static func checkedKey(_ text: String?) throws -> String {
    guard let key = text?.trimmingCharacters(in: .whitespaces), !key.isEmpty else {
      throw Problem.badRequest(
        "The Idempotency-Key header is required.",
        field: idempotencyKeyHeader
      )
    }
    guard key.count <= 200 else {
      throw Problem.badRequest(
        "The Idempotency-Key is over 200 characters.",
        field: idempotencyKeyHeader
      )
    }
    return key
  }

  /// `Idempotency-Key` where a write is idempotent by itself (a photo named by its content).
  static func optionalIdempotencyKey(_ request: Request) throws -> String? {
    guard let field = HTTPField.Name(idempotencyKeyHeader), request.headers[field] != nil else {
      return nil
    }
    return try idempotencyKey(request)
  }

  /// The version named by `If-Match: "<version>"` (quotes optional), nil when absent.
  static func ifMatch(_ request: Request) throws -> Int? {
    guard let header = request.headers[.ifMatch] else { return nil }
    var text = header.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("W/") { text.removeFirst(2) }
    text = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    guard let version = Int(text), version >= 1 else { throw badVersion }
    return version
  }

  /// A base version that is not a record version.
  static let badVersion = Problem.badRequest(
    "If-Match must be a record version, like \"3\".",
    field: ContractHeaders.ifMatch
  )

  /// `since` (default 0, not negative) and `limit` (default 100, 1 to 1000) of the change log.
  static func changesQuery(_ request: Request) throws -> (since: Int64, limit: Int) {
    let query = request.uri.queryParameters
    var since: Int64 = 0
    if let text = query["since"] {
      guard let value = Int64(String(text)), value >= 0 else {
        throw Problem.badRequest("since must be a sequence number of 0 or more.", field: "since")
      }
      since = value
    }
    var limit = 100
    if let text = query["limit"] {
      guard let value = Int(String(text)), (1...1000).contains(value) else {
        throw Problem.badRequest("limit must be between 1 and 1000.", field: "limit")
      }
      limit = value
    }
    return (since, limit)
  }
}

/// JSON answers in `WireCoding`'s bytes: a `JSONValue` (a stored record) written as it is, any
/// other body by the encoder itself.
enum JSONAnswer {
  static func response(
    _ status: HTTPResponse.Status,
    _ body: some Encodable,
    headers: HTTPFields = [:]
  ) throws -> Response {
    var headers = headers
    headers[.contentType] = "application/json"
    return Response(
      status: status,
      headers: headers,
      body: ResponseBody(
        byteBuffer: ByteBuffer(
          bytes: try (body as? JSONValue)?.wireData ?? WireCoding.encoder.encode(body)
        )
      )
    )
  }
}

/// Turns the store's refusal of a reused key into a problem.
enum IdempotencyProblems {
  /// The outcome of one command; a key used for another request is a 422 naming the key.
  static func outcome(_ result: RecordCommandResult) throws -> RecordWriteOutcome {
    switch result {
    case .success(let outcome): return outcome
    case .failure(.idempotencyKeyReused): throw reused
    case .failure(let error): throw error
    }
  }

  static func mapping<Outcome>(_ write: () async throws -> Outcome) async throws -> Outcome {
    do {
      return try await write()
    } catch ServerStoreError.idempotencyKeyReused {
      throw reused
    }
  }

  private static let reused = Problem(
    status: .unprocessableContent,
    type: "idempotency-key-reused",
    detail: "This Idempotency-Key was already used for another request.",
    field: RequestReading.idempotencyKeyHeader
  )
}
