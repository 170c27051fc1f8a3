import CoreContract
import CorePhoto
import Foundation
import LibPatient

/// Checks photo bytes (docs/clinical-rules.md "Photo": JPEG or PNG by their magic bytes, size
/// capped, decoding as their format) and stores them in the vault by their SHA-256.
struct PhotoIntake {
  let context: WoundContext

  /// The checked photos, in order; refuses the first bad one (`photo`) before storing any.
  func checked(_ photos: [Data]) throws -> [(photo: Photo, bytes: Data)] {
    try photos.map { bytes in
      let cap = min(context.settings.photoSizeLimit, PhotoFormat.maximumByteCount)
      if bytes.count > cap {
        let megabytes = cap / (1024 * 1024)
        let limit = megabytes > 0 ? "\(megabytes) MB" : "\(cap) bytes"
        throw RuleViolation(field: "photo", reason: "is larger than \(limit)")
      }
      guard let format = PhotoFormat(magicBytesOf: bytes) else {
        throw RuleViolation(field: "photo", reason: "is not a JPEG or PNG image")
      }
      if let violation = PhotoDecoding.violation(of: bytes, as: format, field: "photo") {
        throw violation
      }
      return (Photo(id: ContentHash.hex(bytes), format: format, byteCount: bytes.count), bytes)
    }
  }

  /// Refuses new photos (`photo`) of a wound or assessment whose patient has not given her
  /// consent to photos (docs/clinical-rules.md, "Photo consent"). No photo, no question: an
  /// assessment without one, or a correction keeping the photos already taken, needs none.
  func requireConsent(for photos: [Data], owner woundOrAssessmentID: UUID) async throws {
    guard !photos.isEmpty,
      let patientID = try await context.cache.patientID(owning: woundOrAssessmentID)
    else { return }
    if let refusal = try await context.photoConsent(patientID).photoRefusal {
      throw RuleViolation(field: "photo", reason: refusal)
    }
  }

  /// Writes each photo's file unless its content is already stored.
  func store(_ photos: [(photo: Photo, bytes: Data)]) throws {
    for (photo, bytes) in photos {
      try context.vault.store(bytes, as: photo)
    }
  }
}
