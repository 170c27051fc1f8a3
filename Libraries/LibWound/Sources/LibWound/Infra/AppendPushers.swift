import CoreDatabase
import CoreHTTP
import CoreSync
import Crypto
import Foundation
import GRDB

/// Pushes `assessment` outbox entries: `POST /v1/wounds/{id}/assessments`, append-only.
struct AssessmentPusher: OutboxPusher {
  typealias Transaction = Database

  let api: any WoundAPI
  var entityType: String { WoundOutbox.assessmentEntity }

  func send(_ entry: OutboxEntry) async throws -> AssessmentPayload {
    let payload = try WireCoding.decoder.decode(AssessmentPayload.self, from: entry.payload)
    return try await api.appendAssessment(payload, idempotencyKey: entry.idempotencyKey)
  }

  func store(_ answer: AssessmentPayload, for entry: OutboxEntry, in db: Database) throws
    -> PushOutcome
  {
    // The assessment is stored as it was sent and never changes.
    .accepted
  }
}

/// Pushes `photo` outbox entries: the bytes by their hash, only when the server lacks them
/// (`HEAD` then `PUT /v1/photos/{sha256}`), then the attachment
/// (`POST /v1/assessments/{id}/photos`). A photo the server has is never sent again.
struct PhotoPusher: OutboxPusher {
  typealias Transaction = Database

  let api: any WoundAPI
  let vault: PhotoVault
  var entityType: String { WoundOutbox.photoEntity }

  func send(_ entry: OutboxEntry) async throws -> PhotoAttachmentPayload {
    let payload = try WireCoding.decoder.decode(
      PhotoAttachmentPayload.self,
      from: entry.payload
    )
    if try await !api.hasPhoto(sha256: payload.sha256) {
      guard let format = PhotoFormat(rawValue: payload.format) else {
        throw UnsendablePhoto(reason: "unknown format")
      }
      let photo = Photo(id: payload.sha256, format: format, byteCount: payload.byteCount)
      let bytes = try vault.bytes(of: photo)
      // The server refuses bytes that do not match the hash; a damaged file stays here.
      guard ContentHash.hex(bytes) == payload.sha256 else {
        throw UnsendablePhoto(reason: "file does not match its hash")
      }
      try await api.uploadPhoto(
        sha256: payload.sha256,
        format: payload.format,
        bytes: bytes,
        idempotencyKey: Self.uploadKey(for: entry.idempotencyKey)
      )
    }
    try await api.attachPhoto(payload, idempotencyKey: entry.idempotencyKey)
    return payload
  }

  func store(_ answer: PhotoAttachmentPayload, for entry: OutboxEntry, in db: Database) throws
    -> PushOutcome
  {
    .accepted
  }

  /// The upload's own `Idempotency-Key`, derived from the entry's so that a retried upload
  /// repeats its key, yet never equal to it: the attach uses that one, and a key names one
  /// request.
  static func uploadKey(for key: UUID) -> UUID {
    var bytes = Array(SHA256.hash(data: Data("photo-upload:\(key.databaseKey)".utf8)).prefix(16))
    bytes[6] = (bytes[6] & 0x0F) | 0x50  // name-based, as RFC 9562 version 5
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 9562 variant
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    )
  }
}

/// A photo entry this machine cannot send as it stands; kept in the outbox with the reason.
struct UnsendablePhoto: Error, CustomStringConvertible {
  var reason: String
  var description: String { "photo not sent: \(reason)" }
}
