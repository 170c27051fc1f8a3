import Foundation

/// A file `nurse` writes out for the nurse (an exported photo, a report, a FHIR bundle):
/// health data, so created 0600, and never over an existing file.
enum PrivateFile {
  /// Refuses `path` when it exists, before any work is done for it (64). `create` is what
  /// guarantees it; this only spares reading a whole record for nothing.
  static func refuseExisting(_ path: String) throws {
    if FileManager.default.fileExists(atPath: path) {
      throw UsageError(message: "\(path) exists; choose a new file")
    }
  }

  /// Creates `path` with `bytes`, mode 0600. Refuses an existing file instead of replacing
  /// it; a failed write removes what it created, so no half-written file is left behind.
  static func create(at path: String, bytes: Data) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      let reason = errno == EEXIST ? "exists; choose a new file" : "cannot be created"
      throw UsageError(message: "\(path) \(reason)")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: bytes)
      try handle.synchronize()
      try handle.close()
    } catch {
      unlink(path)
      throw UsageError(message: "\(path) could not be written")
    }
  }
}
