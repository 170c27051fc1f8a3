import Foundation

// What the team server sends and receives (camelCase JSON). The outbox payloads are these
// types too, so the sync pushes them as they were written. Lengths travel as decimal numbers
// in cm (`3.5`), which `Decimal` writes and reads without binary rounding. UUIDs are encoded
// lowercase (below), as the server answers them.

/// A wound on the wire. `version` is nil for a wound the server has not seen yet.
struct WoundPayload: Codable, Equatable, Sendable {
  var id: UUID
  var patientId: UUID
  /// `YYYY-MM-DD`.
  var openedOn: String
  var openedBy: String?
  var type: String
  var site: String
  var description: String?
  var stage: String?
  /// `open`, `healed` or `closed`.
  var status: String
  var healedOn: String?
  var closedReason: String?
  var version: Int?
  var createdAt: Date
  var updatedAt: Date
}

/// An undermining or tunnel on the wire.
struct ClockExtentPayload: Codable, Equatable, Sendable {
  var clockPosition: Int
  var depthCm: Decimal
}

/// The tissue percentages on the wire.
struct TissuePayload: Codable, Equatable, Sendable {
  var epithelial: Int
  var granulation: Int
  var slough: Int
  var necrotic: Int
}

/// An assessment on the wire. Append-only, so it carries no version.
struct AssessmentPayload: Codable, Equatable, Sendable {
  var id: UUID
  var woundId: UUID
  var takenAt: Date
  var takenBy: String?
  var lengthCm: Decimal
  var widthCm: Decimal
  var depthCm: Decimal?
  var undermining: ClockExtentPayload?
  var tunnelling: ClockExtentPayload?
  var tissue: TissuePayload
  var exudate: String
  var exudateType: String?
  var periwound: [String]
  var odour: Bool
  var pain: Int?
  var infectionSigns: [String]
  var dressing: String?
  var notes: String?
  var supersedes: UUID?
}

/// A photo attached to an assessment. The bytes are uploaded apart, by their SHA-256, and only
/// when the server does not have them yet.
struct PhotoAttachmentPayload: Codable, Equatable, Sendable {
  var id: UUID
  var assessmentId: UUID
  var sha256: String
  /// `jpeg` or `png`.
  var format: String
  var byteCount: Int
}

/// One entry of the server's wound change feed: a wound, an assessment or a photo attachment
/// as it now is, or a tombstone.
struct WoundChange: Codable, Equatable, Sendable {
  /// The server's global change sequence number, used as the pull cursor.
  var sequence: Int64
  var wound: WoundPayload?
  var assessment: AssessmentPayload?
  var photo: PhotoAttachmentPayload?
  var deletedId: UUID?
}

/// A page of `GET /v1/wounds/changes?since=<next>&limit=<n>`, shaped as the patients feed.
struct WoundChangesPage: Codable, Equatable, Sendable {
  var changes: [WoundChange]
  /// The cursor to send as `since` for the next page.
  var next: Int64
  var hasMore: Bool
}

/// The 412 problem a stale wound update gets: `current` is the server's record.
struct StaleWoundProblem: Decodable, Sendable {
  var current: WoundPayload
}

// Foundation encodes a UUID in uppercase; the server answers lowercase and compares ids as
// text in places (an idempotent replay compares bodies), so the client sends lowercase, as
// LibPatient does. Decoding stays synthesized: UUID(uuidString:) reads either case. Optional
// fields are left out when nil, as the synthesized encoding would.

extension WoundPayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.databaseKey, forKey: .id)
    try container.encode(patientId.databaseKey, forKey: .patientId)
    try container.encode(openedOn, forKey: .openedOn)
    try container.encodeIfPresent(openedBy, forKey: .openedBy)
    try container.encode(type, forKey: .type)
    try container.encode(site, forKey: .site)
    try container.encodeIfPresent(description, forKey: .description)
    try container.encodeIfPresent(stage, forKey: .stage)
    try container.encode(status, forKey: .status)
    try container.encodeIfPresent(healedOn, forKey: .healedOn)
    try container.encodeIfPresent(closedReason, forKey: .closedReason)
    try container.encodeIfPresent(version, forKey: .version)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(updatedAt, forKey: .updatedAt)
  }
}

extension AssessmentPayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.databaseKey, forKey: .id)
    try container.encode(woundId.databaseKey, forKey: .woundId)
    try container.encode(takenAt, forKey: .takenAt)
    try container.encodeIfPresent(takenBy, forKey: .takenBy)
    try container.encode(lengthCm, forKey: .lengthCm)
    try container.encode(widthCm, forKey: .widthCm)
    try container.encodeIfPresent(depthCm, forKey: .depthCm)
    try container.encodeIfPresent(undermining, forKey: .undermining)
    try container.encodeIfPresent(tunnelling, forKey: .tunnelling)
    try container.encode(tissue, forKey: .tissue)
    try container.encode(exudate, forKey: .exudate)
    try container.encodeIfPresent(exudateType, forKey: .exudateType)
    try container.encode(periwound, forKey: .periwound)
    try container.encode(odour, forKey: .odour)
    try container.encodeIfPresent(pain, forKey: .pain)
    try container.encode(infectionSigns, forKey: .infectionSigns)
    try container.encodeIfPresent(dressing, forKey: .dressing)
    try container.encodeIfPresent(notes, forKey: .notes)
    try container.encodeIfPresent(supersedes?.databaseKey, forKey: .supersedes)
  }
}

extension PhotoAttachmentPayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.databaseKey, forKey: .id)
    try container.encode(assessmentId.databaseKey, forKey: .assessmentId)
    try container.encode(sha256, forKey: .sha256)
    try container.encode(format, forKey: .format)
    try container.encode(byteCount, forKey: .byteCount)
  }
}
