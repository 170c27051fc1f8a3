import Foundation

// What the team server sends and receives (camelCase JSON, Tools/Server/openapi.yaml). The
// outbox payloads are these types too, so sync pushes them as they were written. UUIDs are
// encoded lowercase (below), as the server answers them.

/// A patient on the wire. `version` is nil for a patient the server has not seen yet.
struct PatientPayload: Codable, Equatable, Sendable {
  var id: UUID
  var givenName: String
  var familyName: String
  /// `YYYY-MM-DD`.
  var birthDate: String
  var sex: String
  var address: String?
  var phone: String?
  var identifier: String?
  var physicianName: String?
  var physicianPhone: String?
  var allergies: [String]
  var notes: String?
  var status: String
  var version: Int?
  var createdAt: Date
  var updatedAt: Date
}

/// A Braden assessment on the wire. Append-only, so it carries no version.
struct BradenPayload: Codable, Equatable, Sendable {
  var id: UUID
  var patientId: UUID
  var assessedAt: Date
  var sensoryPerception: Int
  var moisture: Int
  var activity: Int
  var mobility: Int
  var nutrition: Int
  var frictionShear: Int
}

/// One entry of the server's change feed: a patient as it now is, or a tombstone.
struct PatientChange: Codable, Equatable, Sendable {
  /// The server's global change sequence number, used as the pull cursor.
  var sequence: Int64
  var patient: PatientPayload?
  /// Set when the patient was removed on the server (another team, a merge).
  var deletedId: UUID?
}

/// A page of `GET /v1/patients/changes?since=<next>&limit=<n>`.
struct PatientChangesPage: Codable, Equatable, Sendable {
  var changes: [PatientChange]
  /// The cursor to send as `since` for the next page.
  var next: Int64
  var hasMore: Bool
}

/// One entry of the Braden feed: an assessment, or a tombstone.
struct BradenChange: Codable, Equatable, Sendable {
  var sequence: Int64
  var braden: BradenPayload?
  var deletedId: UUID?
}

/// A page of `GET /v1/braden/changes?since=<next>&limit=<n>`.
struct BradenChangesPage: Codable, Equatable, Sendable {
  var changes: [BradenChange]
  var next: Int64
  var hasMore: Bool
}

/// The 412 problem a stale update gets: `current` is the server's record.
struct StalePatientProblem: Decodable, Sendable {
  var current: PatientPayload
}

// Foundation encodes a UUID in uppercase; the server answers lowercase and compares ids as
// text in places (idempotent replays compare bodies), so the client sends lowercase too.
// Decoding stays synthesized: UUID(uuidString:) reads either case.

extension PatientPayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.databaseKey, forKey: .id)
    try container.encode(givenName, forKey: .givenName)
    try container.encode(familyName, forKey: .familyName)
    try container.encode(birthDate, forKey: .birthDate)
    try container.encode(sex, forKey: .sex)
    try container.encodeIfPresent(address, forKey: .address)
    try container.encodeIfPresent(phone, forKey: .phone)
    try container.encodeIfPresent(identifier, forKey: .identifier)
    try container.encodeIfPresent(physicianName, forKey: .physicianName)
    try container.encodeIfPresent(physicianPhone, forKey: .physicianPhone)
    try container.encode(allergies, forKey: .allergies)
    try container.encodeIfPresent(notes, forKey: .notes)
    try container.encode(status, forKey: .status)
    try container.encodeIfPresent(version, forKey: .version)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(updatedAt, forKey: .updatedAt)
  }
}

extension BradenPayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.databaseKey, forKey: .id)
    try container.encode(patientId.databaseKey, forKey: .patientId)
    try container.encode(assessedAt, forKey: .assessedAt)
    try container.encode(sensoryPerception, forKey: .sensoryPerception)
    try container.encode(moisture, forKey: .moisture)
    try container.encode(activity, forKey: .activity)
    try container.encode(mobility, forKey: .mobility)
    try container.encode(nutrition, forKey: .nutrition)
    try container.encode(frictionShear, forKey: .frictionShear)
  }
}
