import Foundation

/// The name of a kind of team record, as the feed and the routes spell it (`patient`, `wound`).
///
/// A struct rather than an enum: a reader must be able to hold a change of a kind it does not
/// know yet (sent by a newer server) and keep it for later instead of failing on it.
public struct RecordType: RawRepresentable, Codable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The wire name.
  public let rawValue: String

  /// The type named `rawValue`, known or not.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The wire name.
  public var description: String { rawValue }

  /// Orders types by name.
  public static func < (lhs: RecordType, rhs: RecordType) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Reads any name.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Writes the name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// How a kind of record changes once the server has it.
public enum RecordPolicy: String, Codable, Sendable {
  /// It has a version; an update says which fields changed and from what, and the server
  /// merges it field by field (patients, wounds).
  case versioned
  /// It never changes once stored; a correction is a new record (assessments, messages).
  case appendOnly
  /// One per nurse and parent, replaced by its owner only, never seen by colleagues
  /// (a read mark: the server keeps the furthest).
  case perNurse
}

/// The record another hangs under, which must exist in the same team first.
public struct RecordReference: Hashable, Sendable {
  /// The parent's kind.
  public var type: RecordType
  /// The parent's id.
  public var id: RecordID

  /// A reference to the `type` record `id`.
  public init(_ type: RecordType, _ id: RecordID) {
    self.type = type
    self.id = id
  }
}

/// What an update may do with one field of a team record.
public enum FieldMerging: Sendable {
  /// An update may change it; the server merges it field by field (versioned records).
  case merges
  /// Set when the record is made, or stamped by the server: an update never changes it.
  case fixed
}

/// A record the team shares: what the app and the server both know of one kind of record.
///
/// Its fields are declared once, as its `CodingKeys`: the JSON keys it is coded with (Swift
/// synthesises `Codable` from them, so a stored property left out does not compile), the keys
/// a body may hold (`allowedKeys`) and, through `merging(of:)` — an exhaustive switch in each
/// versioned record —, the fields an update merges (`mergeableFields`). No list of keys is
/// written by hand beside them.
public protocol TeamRecord: Codable, Equatable, Sendable {
  /// The record's fields, by their JSON keys.
  associatedtype CodingKeys: CodingKey, CaseIterable, Sendable
  /// The kind's wire name.
  static var type: RecordType { get }
  /// How it changes.
  static var policy: RecordPolicy { get }
  /// Whether an update may change `field`.
  static func merging(of field: CodingKeys) -> FieldMerging
  /// The rule of a free-text field: `.line`, or `.lines` for a text that holds lines (newline
  /// and tab allowed); nil for a field that is not free text (none by default).
  ///
  /// The one answer to which fields hold lines: `validate` checks each text through it
  /// (`checkText`), on the app and the server alike, and the forms and docs/json.md are held
  /// to it by tests (`fieldsHoldingLines`).
  static func text(of field: CodingKeys) -> TextRule?
  /// The record's id (a read mark's is its patient's).
  var recordID: RecordID { get }
  /// The record it hangs under, nil for a patient.
  var parent: RecordReference? { get }
  /// Throws the first rule the record breaks, naming its field.
  func validate(today: Date) throws(RuleViolation)
  /// The records it names beside its parent, each to be a record of the same team under the
  /// link's scope (none by default).
  var links: [RecordLink] { get }
  /// Throws the first rule the record breaks against its parent (`parent`, as the checker
  /// holds it): an assessment taken before its wound was opened. Nothing by default.
  func validate(parent: any TeamRecord) throws(RuleViolation)
  /// Throws when an update's change of one field breaks the field's rule about changes (a
  /// patient's `mergedInto` is set once). Every change is allowed by default.
  static func checkChange(_ change: Wire.FieldChange) throws(RuleViolation)
}

extension TeamRecord {
  /// No links: the record names no other record than its parent.
  public var links: [RecordLink] { [] }

  /// No rule against the parent.
  public func validate(parent: any TeamRecord) throws(RuleViolation) {}

  /// No rule about changes.
  public static func checkChange(_ change: Wire.FieldChange) throws(RuleViolation) {}

  /// No free text.
  public static func text(of field: CodingKeys) -> TextRule? { nil }

  /// Checks `text` against the rule `field` declares (`text(of:)`), naming the field. A field
  /// declaring none is held to the stricter rule, one line.
  public static func checkText(_ text: String?, _ field: CodingKeys) throws(RuleViolation) {
    try (self.text(of: field) ?? .line).check(text, field: field.stringValue)
  }

  /// The JSON keys of the texts that hold lines (`text(of:)` is `.lines`).
  public static var fieldsHoldingLines: Set<String> {
    Set(CodingKeys.allCases.filter { text(of: $0) == .lines }.map(\.stringValue))
  }

  /// The JSON keys of the one-line texts (`text(of:)` is `.line`).
  public static var oneLineFields: Set<String> {
    Set(CodingKeys.allCases.filter { text(of: $0) == .line }.map(\.stringValue))
  }

  /// Every key its JSON may hold: a body with any other key is refused, never half-read.
  public static var allowedKeys: Set<String> { Set(CodingKeys.allCases.map(\.stringValue)) }

  /// The keys of the fields an update may change (none for records that never change).
  public static var mergeableFields: Set<String> {
    Set(CodingKeys.allCases.filter { merging(of: $0) == .merges }.map(\.stringValue))
  }
}

/// The fields the server stamps on a versioned record, by their JSON keys: what the sync
/// engines and the server read and write by name. Every versioned record declares `version`
/// among its `CodingKeys` (`TeamRecordDeclarationTests`), so these names cannot drift from
/// the declarations.
public enum ServerStamps {
  /// The record's version: 1 when created, one more at each merge that changed a field.
  public static let version = "version"
  /// When a field of the record last changed, by the server's clock (on the versioned
  /// records that declare it).
  public static let updatedAt = "updatedAt"
}

/// The headers of a record write, for the app's requests and the server's routes.
public enum ContractHeaders {
  /// Required on every record write (a batch entry's `idempotencyKey`): the server keeps the
  /// first answer under each nurse's key, so a retried request never writes twice.
  public static let idempotencyKey = "Idempotency-Key"
  /// `"<version>"`: the version a `PATCH` changes, required on a `PATCH`.
  public static let ifMatch = "If-Match"
  /// The bytes of a photo the server holds from an upload in parts (`HEAD` and `PATCH`
  /// answers), and where a `PATCH`'s part starts (its request): tus's header.
  public static let uploadOffset = "Upload-Offset"
  /// A photo's whole size in bytes, on every `PATCH` of an upload in parts.
  public static let uploadLength = "Upload-Length"
}

/// Where records and sessions live on the server, for the app's requests and the server's
/// routes.
public enum ContractPaths {
  /// `GET` the team's change log.
  public static let changes = "/v1/changes"
  /// `PUT` (create, append), `PATCH` (merge) or `GET` one record.
  public static func record(_ type: RecordType, _ id: RecordID) -> String {
    "/v1/records/\(type.rawValue)/\(id.text)"
  }
  /// `POST` a `Wire.BatchRequest` of record writes, answered by a `Wire.BatchResponse`.
  public static let batch = "/v1/batch"
  /// `HEAD`, `PUT`, `PATCH` (a part, `PhotoTransfer`) or `GET` (whole, or a `Range`) photo
  /// bytes by their SHA-256.
  public static func photo(_ sha256: String) -> String { "/v1/photos/\(sha256)" }
  /// `POST` a `Wire.LoginRequest`, answered by a `Wire.LoginAnswer`.
  public static let login = "/v1/auth/login"
  /// `POST` (with the bearer token) to end the token's session.
  public static let logout = "/v1/auth/logout"
}
