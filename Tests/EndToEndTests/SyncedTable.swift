import Foundation
import GRDB

/// A synced record type, the store's table that holds it, and which column holds which of its
/// wire fields (the columns only a store has, like when it stored a row, are left out).
struct SyncedTable {
  var type: String
  var table: String
  var fields: [Field]

  /// One wire field and the column that holds it.
  struct Field {
    var name: String
    var column: String
    var kind: Kind

    init(_ name: String, _ column: String? = nil, _ kind: Kind = .text) {
      self.name = name
      self.column = column ?? name
      self.kind = kind
    }
  }

  /// How a value is spelt on each side: a UUID in any case (or as bytes), a number in tenths
  /// of the wire's centimetres, an instant as text on the wire and as a date in the store.
  enum Kind {
    case text, id, number, tenths, instant
  }

  static let all: [SyncedTable] = [
    SyncedTable(
      type: "patient",
      table: "patient",
      fields: [
        "givenName", "familyName", "birthDate", "sex", "address", "phone", "identifier",
        "physicianName", "physicianPhone", "notes", "status",
      ].map { Field($0) } + [Field("version", nil, .number)] + instants("createdAt", "updatedAt")
    ),
    SyncedTable(
      type: "braden",
      table: "braden",
      fields: [Field("patientId", "patientID", .id)] + instants("assessedAt")
        + ["sensoryPerception", "moisture", "activity", "mobility", "nutrition", "frictionShear"]
        .map { Field($0, nil, .number) }
    ),
    SyncedTable(
      type: "wound",
      table: "wound",
      fields: [Field("patientId", "patientID", .id), Field("version", nil, .number)]
        + [
          "openedOn", "openedBy", "type", "site", "description", "stage", "status", "healedOn",
          "closedReason",
        ].map { Field($0) } + instants("createdAt", "updatedAt")
    ),
    SyncedTable(
      type: "assessment",
      table: "assessment",
      fields: [
        Field("woundId", "woundID", .id), Field("lengthCm", "lengthTenths", .tenths),
        Field("widthCm", "widthTenths", .tenths), Field("exudate", "exudateAmount"),
        Field("takenBy"), Field("supersedes", nil, .id),
      ] + instants("takenAt")
    ),
    SyncedTable(
      type: "photo",
      table: "assessment_photo",
      fields: [Field("assessmentId", "assessmentID", .id), Field("sha256", "photoID")]
    ),
    SyncedTable(
      type: "message",
      table: "message",
      fields: [
        Field("patientId", "patientID", .id), Field("replyTo", nil, .id), Field("author"),
        Field("body"), Field("sequence", nil, .number),
      ] + instants("sentAt")
    ),
  ]

  private static func instants(_ names: String...) -> [Field] {
    names.map { Field($0, nil, .instant) }
  }

  /// The store's rows: lowercased id -> field -> value as text.
  func rows(in db: Database) throws -> [String: [String: String]] {
    var rows: [String: [String: String]] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"") {
      let id = Self.storeText(row["id"] as DatabaseValue, .id)
      rows[id] = Dictionary(
        uniqueKeysWithValues: fields.map {
          ($0.name, Self.storeText(row[$0.column] as DatabaseValue, $0.kind))
        }
      )
    }
    return rows
  }

  /// A server record's fields, spelt as `rows(in:)` spells the store's.
  func fields(of record: [String: Any]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: fields.map { ($0.name, Self.wireText(record[$0.name], $0.kind)) }
    )
  }

  private static func storeText(_ value: DatabaseValue, _ kind: Kind) -> String {
    switch value.storage {
    case .null: return "null"
    case .int64(let number): return "\(number)"
    case .double(let number): return "\(number)"
    case .blob(let bytes):
      guard kind == .id, bytes.count == 16 else { return bytes.base64EncodedString() }
      let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
      return uuid.uuidString.lowercased()
    case .string(let string):
      if kind == .instant, let date = Date.fromDatabaseValue(value) { return millis(date) }
      return kind == .id ? string.lowercased() : string
    }
  }

  private static func wireText(_ value: Any?, _ kind: Kind) -> String {
    switch value {
    case nil, is NSNull: return "null"
    case let string as String:
      if kind == .instant, let date = WireInstant.date(string) { return millis(date) }
      return kind == .id ? string.lowercased() : string
    case let number as NSNumber:
      if kind == .tenths { return "\(Int64((number.doubleValue * 10).rounded()))" }
      return number.stringValue
    default: return String(describing: value!)
    }
  }

  /// Milliseconds since 1970, as text: what both sides must agree on for an instant.
  private static func millis(_ date: Date) -> String {
    "\(Int64((date.timeIntervalSince1970 * 1000).rounded()))"
  }
}

/// The wire's instants: ISO 8601 in UTC, with or without a fraction of a second.
enum WireInstant {
  static func date(_ text: String) -> Date? {
    let withFraction = ISO8601DateFormatter()
    withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return withFraction.date(from: text) ?? ISO8601DateFormatter().date(from: text)
  }
}
