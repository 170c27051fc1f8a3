import CoreDatabase
import CoreHTTP
import Foundation

/// The outbox entries LibWound writes: the entity types it owns and their wire payloads.
enum WoundOutbox {
  static let woundEntity = "wound"
  static let assessmentEntity = "assessment"
  static let photoEntity = "photo"
  static let entityTypes = [woundEntity, assessmentEntity, photoEntity]

  /// A wound's entry: `create` when opened, `update` when healed, closed or reopened, based on
  /// the server version it was made on (nil until synced once).
  static func entry(for record: WoundRecord, operation: OutboxEntry.Operation, at date: Date)
    throws -> OutboxEntry
  {
    OutboxEntry(
      entityType: woundEntity,
      entityID: record.id,
      operation: operation,
      payload: try WireCoding.encoder.encode(WoundAdapter.payload(from: record)),
      baseVersion: record.version,
      createdAt: date
    )
  }

  /// An assessment's entry: append-only, so never based on a version.
  static func entry(for record: AssessmentRecord) throws -> OutboxEntry {
    OutboxEntry(
      entityType: assessmentEntity,
      entityID: record.id,
      operation: .append,
      payload: try WireCoding.encoder.encode(AssessmentAdapter.payload(from: record)),
      createdAt: record.recordedAt
    )
  }

  /// A photo attachment's entry, named by the attachment's id (an outbox entity id is a UUID;
  /// the photo's own id is its hash, carried in the payload).
  static func entry(for attachment: AssessmentPhotoRecord, photo: PhotoRecord) throws
    -> OutboxEntry
  {
    let payload = PhotoAttachmentPayload(
      id: attachment.id,
      assessmentId: attachment.assessmentID,
      sha256: photo.id,
      format: photo.format,
      byteCount: photo.byteCount
    )
    return OutboxEntry(
      entityType: photoEntity,
      entityID: attachment.id,
      operation: .append,
      payload: try WireCoding.encoder.encode(payload),
      createdAt: attachment.attachedAt
    )
  }
}
