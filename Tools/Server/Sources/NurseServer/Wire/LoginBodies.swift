import Foundation

/// The body of `POST /v1/auth/login`.
public struct LoginRequest: Codable, Sendable {
  public var username: String
  public var password: String

  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }
}

extension LoginRequest: StrictWireBody {
  static let allowedKeys: Set<String> = ["username", "password"]
}

/// The answer to a successful login: an opaque bearer token and when it stops working.
public struct LoginResponse: Codable, Sendable {
  /// Who logged in, so the client can show it.
  public struct Nurse: Codable, Sendable {
    public var username: String
    public var team: String
  }

  public var token: String
  public var expiresAt: Date
  public var nurse: Nurse
}

/// One entry of a change feed: a record as it now is, or the id of one that left the feed.
///
/// The record's key is `patient` or `braden`, following the feed's resource.
struct ChangeEntry<Record: Encodable & Sendable>: Encodable, Sendable {
  var sequence: Int64
  var record: Record?
  var deletedId: RecordID?
  var recordKey: String

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(sequence, forKey: Key("sequence"))
    try container.encodeIfPresent(record, forKey: Key(recordKey))
    try container.encodeIfPresent(deletedId, forKey: Key("deletedId"))
  }
}

/// A page of a change feed: `next` is the cursor to send as `since` for the following page.
struct ChangesPageBody<Record: Encodable & Sendable>: Encodable, Sendable {
  var changes: [ChangeEntry<Record>]
  var next: Int64
  var hasMore: Bool
}
