import CoreContract
import CoreDatabase
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
      let format = try PhotoBytesRule.format(
        of: bytes,
        field: "photo",
        byteLimit: context.settings.photoSizeLimit
      )
      return (
        Photo(id: PhotoBytesRule.sha256(bytes), format: format, byteCount: bytes.count), bytes
      )
    }
  }

  /// Refuses new photos (`photo`) of a wound or assessment whose patient has not given her
  /// consent to photos (docs/clinical-rules.md, "Photo consent"). No photo, no question: an
  /// assessment without one, or a correction keeping the photos already taken, needs none.
  func requireConsent(for photos: [Data], owner woundOrAssessmentID: some TypedStoredID & Sendable)
    async throws
  {
    guard !photos.isEmpty,
      let patientID = try await context.cache.patientID(owning: woundOrAssessmentID)
    else { return }
    if let refusal = try await context.photoConsent(patientID).photoRefusal {
      throw RuleViolation(field: "photo", reason: refusal)
    }
  }

  /// Writes each photo's file unless its content is already stored; returns the photos this
  /// call wrote. When one cannot be written (a full disk), those it wrote are removed again.
  func store(_ photos: [(photo: Photo, bytes: Data)]) throws -> [Photo] {
    var written: [Photo] = []
    do {
      for (photo, bytes) in photos {
        if try context.vault.store(bytes, as: photo) { written.append(photo) }
      }
      // Decoded once now, so no screen decodes it again; removed with the photo when the
      // command then fails.
      for (photo, _) in photos { context.vault.makeFittedCopy(of: photo) }
    } catch {
      for photo in written { context.vault.remove(photo) }
      throw error
    }
    return written
  }

  /// Runs `write` (the rows naming the photos); when it throws, removes the files `written`
  /// by this command that no row names, so a refused or failed command leaves no photo file
  /// behind. A file a row names (another process attached the same bytes meanwhile), or whose
  /// rows cannot be read, is kept: a stray file is harmless, a missing photo is not.
  func undoing(_ written: [Photo], _ write: () async throws -> Void) async throws {
    do {
      try await write()
    } catch {
      for photo in written {
        // `try?` would flatten "no row" and "cannot read" into one nil: they differ here.
        let named: Bool
        do { named = try await context.cache.photo(photo.id) != nil } catch { continue }
        if !named { context.vault.remove(photo) }
      }
      throw error
    }
  }
}
