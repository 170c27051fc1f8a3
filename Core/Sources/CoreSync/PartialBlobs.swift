import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The bytes of a download that a cut interrupted, kept by the SHA-256 they should hash to, so
/// the next attempt asks only for the rest (`Range`). What is kept is only ever a start of the
/// bytes: each part is added at the offset where it starts, and the whole is checked against
/// its hash before it is stored (a start that no longer matches is discarded).
public protocol PartialBlobs: Sendable {
  /// What came of `sha256` so far; empty when nothing.
  func received(_ sha256: String) -> Data
  /// Adds `part`, which starts at byte `offset` of the bytes named `sha256`.
  func append(_ part: Data, at offset: Int, of sha256: String) throws
  /// Forgets what came of `sha256`: it is whole, or no longer a start of its bytes.
  func discard(_ sha256: String)
  /// Forgets every partial download nothing has added to since `date`: a photo whose download
  /// was cut and that no sync asked for again (its record erased, say) must not stay on the
  /// device for ever.
  func discardUntouched(since date: Date)
}

extension PartialBlobs {
  /// How long a partial download is kept without a part added: a week, longer than a nurse
  /// stays out of coverage.
  public static var keptUntouched: TimeInterval { 7 * 86_400 }
}

/// Partial downloads on disk, one file per photo named by its SHA-256 (its length is the
/// offset the next `Range` starts at), so that a download cut by a `kill -9` resumes at the
/// next sync. Photos are health data: the folder is created 0700 and each file 0600.
///
/// ```swift
/// let partials = PartialBlobFiles(directory: photos.appendingPathComponent(".partial"))
/// ```
public struct PartialBlobFiles: PartialBlobs {
  /// The folder holding one `<sha256>.part` file per download cut halfway.
  public let directory: URL

  /// Partial downloads kept in `directory`, created when the first part arrives.
  public init(directory: URL) {
    self.directory = directory
  }

  public func received(_ sha256: String) -> Data {
    guard let url = file(of: sha256) else { return Data() }
    return (try? Data(contentsOf: url)) ?? Data()
  }

  public func append(_ part: Data, at offset: Int, of sha256: String) throws {
    guard let url = file(of: sha256) else { return }
    try FileManager.default.createDirectory(
      at: directory,
      withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700]
    )
    let descriptor = open(url.path, O_CREAT | O_WRONLY, 0o600)
    guard descriptor >= 0 else { throw PartialBlobError(path: url.path) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    guard size >= UInt64(offset) else {
      // A gap would make the file a wrong start of the bytes: start again.
      discard(sha256)
      throw PartialBlobError(path: url.path, reason: "held \(size) bytes, not \(offset)")
    }
    // Anything past `offset` came from an attempt whose answer did not count.
    try handle.truncate(atOffset: UInt64(offset))
    try handle.write(contentsOf: part)
  }

  public func discard(_ sha256: String) {
    guard let url = file(of: sha256) else { return }
    try? FileManager.default.removeItem(at: url)
  }

  public func discardUntouched(since date: Date) {
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: directory,
        includingPropertiesForKeys: [.contentModificationDateKey]
      )) ?? []
    for file in files where file.pathExtension == "part" {
      let modified = try? file.resourceValues(forKeys: [.contentModificationDateKey])
        .contentModificationDate
      if let modified, modified < date { try? FileManager.default.removeItem(at: file) }
    }
  }

  /// The file of `sha256`; nil for a name that is not a hash (never a path of its own).
  private func file(of sha256: String) -> URL? {
    guard !sha256.isEmpty, sha256.allSatisfy(\.isHexDigit) else { return nil }
    return directory.appendingPathComponent("\(sha256).part")
  }
}

/// A partial download that could not be kept; the path, never the bytes.
struct PartialBlobError: Error, CustomStringConvertible {
  var path: String
  var reason: String = String(cString: strerror(errno))
  var description: String { "photos: cannot keep the partial download \(path): \(reason)" }
}
