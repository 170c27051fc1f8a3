import Foundation

// What the team server sends and receives (camelCase JSON). The outbox payloads are these
// types too, so the sync issue pushes them as they were written.

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

/// A page of `GET /v1/patients/changes?since=<cursor>&limit=<n>`.
struct PatientChangesPage: Codable, Equatable, Sendable {
  var changes: [PatientChange]
  /// The cursor to send as `since` for the next page.
  var cursor: Int64
  var hasMore: Bool
}

/// The JSON coding every payload uses: ISO 8601 instants with milliseconds (what the store
/// keeps), UTC, and sorted keys so the same value always makes the same bytes.
enum WireCoding {
  static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(dateStyle))
    }
    return encoder
  }

  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = try? dateStyle.parse(text) { return date }
      // A server may drop the fraction when it is zero.
      if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected an ISO 8601 date"
      )
    }
    return decoder
  }
}
