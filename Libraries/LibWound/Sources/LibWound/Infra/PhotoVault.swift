import Foundation

/// The folder beside the store where photo files live, each named by the SHA-256 of its bytes,
/// so the same bytes are stored once whatever they are attached to.
///
/// Photos are health data: the folder is created 0700 and each file 0600. A file is written
/// under a temporary name and renamed, so a crash never leaves half a photo under a good name.
/// A file stored by an assessment that is then refused stays: it is named by its content and
/// the next attach of the same bytes reuses it.
struct PhotoVault: Sendable {
  let directory: URL

  /// `photos/` in the folder holding the store file at `storePath`. A store with no file (in
  /// memory) keeps its photos in a private temporary folder.
  static func besideStore(at storePath: String) -> URL {
    guard storePath.hasPrefix("/") else {
      return FileManager.default.temporaryDirectory
        .appendingPathComponent("nurse-photos-\(UUID().uuidString)")
    }
    return URL(fileURLWithPath: storePath).deletingLastPathComponent()
      .appendingPathComponent("photos")
  }

  func url(of photo: Photo) -> URL {
    directory.appendingPathComponent("\(photo.id).\(photo.format.fileExtension)")
  }

  /// Writes the bytes unless a file of that content is already there.
  func store(_ bytes: Data, as photo: Photo) throws {
    try createDirectoryIfNeeded()
    let destination = url(of: photo)
    if FileManager.default.fileExists(atPath: destination.path) {
      removeUnfinishedWrites(of: photo)
      return
    }
    let temporary = directory.appendingPathComponent(".\(photo.id).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    guard descriptor >= 0 else { throw PhotoVaultError(path: temporary.path) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: bytes)
      try handle.synchronize()
      try handle.close()
      // Another process storing the same bytes may have got there first (and swept this
      // temporary file): the photo is there, which is all this call promises.
      if rename(temporary.path, destination.path) != 0,
        !FileManager.default.fileExists(atPath: destination.path)
      {
        throw PhotoVaultError(path: destination.path)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    removeUnfinishedWrites(of: photo)
  }

  /// Removes the temporary files a killed process left while writing this photo. Once the
  /// photo is under its name they can only hold the same bytes (a name is its content's hash),
  /// so none is ever needed again, even one another process is still writing.
  private func removeUnfinishedWrites(of photo: Photo) {
    let prefix = ".\(photo.id)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// True when the photo's file is in the folder.
  func contains(_ photo: Photo) -> Bool {
    FileManager.default.fileExists(atPath: url(of: photo).path)
  }

  /// The bytes of a stored photo.
  func bytes(of photo: Photo) throws -> Data {
    try Data(contentsOf: url(of: photo))
  }

  private func createDirectoryIfNeeded() throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return
    }
    try FileManager.default.createDirectory(
      at: directory,
      withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700]
    )
  }
}

/// A photo file that could not be written; the path, never the content.
struct PhotoVaultError: Error, CustomStringConvertible {
  var path: String
  var reason: String = String(cString: strerror(errno))
  var description: String { "photos: cannot write \(path): \(reason)" }
}
