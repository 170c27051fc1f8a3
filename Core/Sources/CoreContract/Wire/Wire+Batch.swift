import Foundation

extension Wire {
  /// The body of `POST /v1/batch`: record writes applied in this order, in one server
  /// transaction, each answered on its own as its single request would be.
  public struct BatchRequest: Codable, Equatable, Sendable {
    public var entries: [BatchEntry]

    /// A batch of `entries`, applied in order.
    public init(entries: [BatchEntry]) { self.entries = entries }

    /// Every key the body may hold.
    public static let allowedKeys: Set<String> = ["entries"]
    /// The most entries one batch may hold (more is a 422 naming `entries`).
    public static let maxEntries = 500
    /// The largest body one batch may be, in bytes (more is a 413).
    public static let maxBytes = 8 * 1024 * 1024
  }

  /// One write of a batch: what `PUT` or `PATCH /v1/records/<type>/<id>` says, headers
  /// included, as one value.
  public struct BatchEntry: Codable, Equatable, Sendable {
    /// The single request this entry stands for.
    public enum Method: String, Codable, Sendable {
      /// Create or append (`PUT`): `body` is the record.
      case put = "PUT"
      /// Merge field changes (`PATCH`): `body` is a `RecordPatch`.
      case patch = "PATCH"
    }

    public var method: Method
    public var type: RecordType
    public var id: RecordID
    /// The entry's own `Idempotency-Key`: a replay answers what its first success got.
    public var idempotencyKey: String
    /// A patch's `If-Match`: the version the nurse changed; nil for a `PUT`.
    public var baseVersion: Int?
    /// The record (`PUT`) or the `RecordPatch` (`PATCH`).
    public var body: JSONValue

    /// An entry with every field given.
    public init(
      method: Method,
      type: RecordType,
      id: RecordID,
      idempotencyKey: String,
      baseVersion: Int? = nil,
      body: JSONValue
    ) {
      self.method = method
      self.type = type
      self.id = id
      self.idempotencyKey = idempotencyKey
      self.baseVersion = baseVersion
      self.body = body
    }

    /// Every key an entry may hold.
    public static let allowedKeys: Set<String> = [
      "method", "type", "id", "idempotencyKey", "baseVersion", "body",
    ]
  }

  /// The answer to `POST /v1/batch`: one answer per entry, in the entries' order.
  public struct BatchResponse: Codable, Equatable, Sendable {
    public var answers: [BatchAnswer]

    /// A response of `answers`, in the entries' order.
    public init(answers: [BatchAnswer]) { self.answers = answers }
  }

  /// What the entry's single request would have been answered: its status and its body (the
  /// record, a `PatchAnswer`, or a problem+json object naming the field at fault).
  public struct BatchAnswer: Codable, Equatable, Sendable {
    public var status: Int
    public var body: JSONValue

    /// An answer with every field given.
    public init(status: Int, body: JSONValue) {
      self.status = status
      self.body = body
    }
  }
}
