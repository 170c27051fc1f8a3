import CoreDatabase
import CoreHTTP
import Foundation
import GRDB

/// Brings the bytes of the photos other nurses attached into the vault, so the nurse has them
/// offline. Bytes are checked against their hash and their format before they are kept.
///
/// A download the server cannot serve now (offline, 5xx, a refused token) stops the sync, to
/// be run again. One it will never serve as asked (404, bytes that do not match their hash)
/// is left out: the attachment is still recorded, `photo(_:)` says the photo is not found
/// until its bytes arrive, and every sync tries the missing ones again (`fetchMissing`).
struct PhotoDownloads: Sendable {
  let api: any WoundAPI
  let vault: PhotoVault

  /// Downloads the photo unless the vault already holds it. Returns whether it is there now.
  @discardableResult
  func fetch(_ photo: Photo) async throws -> Bool {
    if vault.contains(photo) { return true }
    let bytes: Data
    do {
      bytes = try await api.downloadPhoto(sha256: photo.id)
    } catch let error as HTTPError where !error.isTemporary && !error.isUnauthorized {
      return false
    }
    guard ContentHash.hex(bytes) == photo.id,
      PhotoFormat(magicBytesOf: bytes) == photo.format
    else { return false }
    try vault.store(bytes, as: photo)
    return true
  }

  /// Downloads the attachments' photos that the vault still lacks (an earlier sync could
  /// not get them).
  func fetchMissing(in store: Store) async throws {
    let records = try await store.writer.read { db in
      try PhotoRecord.fetchAll(
        db,
        sql: "SELECT * FROM photo WHERE id IN (SELECT photoID FROM assessment_photo)"
      )
    }
    for record in records {
      guard let format = PhotoFormat(rawValue: record.format) else { continue }
      try await fetch(Photo(id: record.id, format: format, byteCount: record.byteCount))
    }
  }
}

extension HTTPError {
  fileprivate var isUnauthorized: Bool {
    if case .unauthorized = self { return true }
    return false
  }
}
