import CoreContract
import CorePhoto
import CoreSync
import Foundation
import LibPatient

/// The vault is where CoreSync finds the bytes to upload and keeps the bytes it downloads,
/// by their SHA-256. Downloaded bytes are kept only when they meet CorePhoto's
/// `PhotoBytesRule` (a JPEG or PNG that decodes, hashing to its name); each file is written
/// 0600 in a 0700 folder. A download cut halfway waits in `.partial/` inside the vault (0700, each file 0600), so the next sync, after a kill too,
/// asks only for the rest.
extension PhotoVault: BlobStore {
  var partials: (any PartialBlobs)? {
    PartialBlobFiles(directory: directory.appendingPathComponent(".partial"))
  }

  func has(_ sha256: String) -> Bool { format(of: sha256) != nil }

  func read(_ sha256: String) throws -> (bytes: Data, mediaType: String) {
    guard let format = format(of: sha256) else { throw PhotoBytesMissing(sha256: sha256) }
    let photo = Photo(id: sha256, format: format, byteCount: 0)
    return (try bytes(of: photo), format.mediaType)
  }

  func write(_ bytes: Data, sha256: String) throws {
    // The rule the server applied to them on their way up: a colleague's bytes are a photo.
    guard let format = try? PhotoBytesRule.format(of: bytes, field: "photo", sha256: sha256) else {
      throw PhotoBytesRefused(sha256: sha256)
    }
    let photo = Photo(id: sha256, format: format, byteCount: bytes.count)
    try store(bytes, as: photo)
    // Fitted while the sync runs, so its first showing reads the copy too.
    makeFittedCopy(of: photo)
    arrivals.announce(sha256)
  }

  /// The format of the stored file named `sha256`, nil when the vault does not hold it.
  func format(of sha256: String) -> PhotoFormat? {
    PhotoFormat.allCases.first { contains(Photo(id: sha256, format: $0, byteCount: 0)) }
  }
}

/// Bytes asked of the vault that this machine does not hold (yet).
struct PhotoBytesMissing: Error, CustomStringConvertible {
  var sha256: String
  var description: String { "photo bytes \(sha256) are not on this machine" }
}

/// Downloaded bytes that do not hash to their name, or are not a JPEG or PNG photo.
struct PhotoBytesRefused: Error, CustomStringConvertible {
  var sha256: String
  var description: String { "photo bytes for \(sha256) do not match it" }
}
