import CoreContract
import Foundation

/// Checks photo bytes (docs/clinical-rules.md "Photo": JPEG or PNG by their magic bytes, size
/// capped) and stores them in the vault by their SHA-256.
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
      return (Photo(id: ContentHash.hex(bytes), format: format, byteCount: bytes.count), bytes)
    }
  }

  /// Writes each photo's file unless its content is already stored.
  func store(_ photos: [(photo: Photo, bytes: Data)]) throws {
    for (photo, bytes) in photos {
      try context.vault.store(bytes, as: photo)
    }
  }
}
