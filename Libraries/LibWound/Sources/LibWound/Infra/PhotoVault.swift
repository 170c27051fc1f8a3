import CoreDatabase
import Foundation
import LibPatient

/// The folder beside the store where photo files live, each named by the SHA-256 of its bytes,
/// so the same bytes are stored once whatever they are attached to.
///
/// Photos are health data: the folder is created 0700 and each file 0600. A file is written
/// under a temporary name and renamed, so a crash never leaves half a photo under a good name.
/// A file written by a command whose rows are then refused or cannot be written (a full disk)
/// is removed again (`PhotoIntake.undoing`), unless a row names it meanwhile.
struct PhotoVault: Sendable {
  let directory: URL
  /// Who is told when a download's bytes land here (shared by every copy of this vault).
  let arrivals = PhotoArrivals()

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

  /// Writes the bytes unless a file of that content is already there; returns whether this
  /// call wrote it (false: it was there).
  ///
  /// A write that fails leaves nothing behind (its temporary file is removed), and a full
  /// disk, a read-only mount or a failing disk throw the store's own `StoreError` naming the
  /// folder (`diskFull`: 74 "the disk … is full"), not Foundation's error.
  @discardableResult
  func store(_ bytes: Data, as photo: Photo) throws -> Bool {
    do {
      return try write(bytes, as: photo)
    } catch let error as PhotoVaultError {
      throw StoreError(posixCode: error.code, path: directory.path) ?? error
    } catch {
      throw StoreError(fileError: error, path: directory.path) ?? error
    }
  }

  private func write(_ bytes: Data, as photo: Photo) throws -> Bool {
    try createDirectoryIfNeeded()
    let destination = url(of: photo)
    if FileManager.default.fileExists(atPath: destination.path) {
      removeUnfinishedWrites(of: photo)
      // Touched: a sweep of photos no assessment names leaves it to the rows about to name it.
      try? FileManager.default.setAttributes(
        [.modificationDate: Date()],
        ofItemAtPath: destination.path
      )
      return false
    }
    let created = try writeNew(bytes, to: destination, temporaryPrefix: ".\(photo.id).")
    removeUnfinishedWrites(of: photo)
    return created
  }

  /// Writes `bytes` (0600) under a temporary name starting `temporaryPrefix` and renames it to
  /// `destination`; returns false when another process put a file there first. A write that
  /// fails removes its temporary file.
  func writeNew(_ bytes: Data, to destination: URL, temporaryPrefix: String) throws -> Bool {
    let folder = destination.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent("\(temporaryPrefix)\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    guard descriptor >= 0 else { throw PhotoVaultError(path: temporary.path) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var created = true
    do {
      try handle.write(contentsOf: bytes)
      try handle.synchronize()
      try handle.close()
      // Another process storing the same bytes may have got there first (and swept this
      // temporary file): the file is there, which is all this call promises.
      if rename(temporary.path, destination.path) != 0 {
        let error = PhotoVaultError(path: destination.path)
        guard FileManager.default.fileExists(atPath: destination.path) else { throw error }
        created = false
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    return created
  }

  /// Removes a photo's file, for a command that wrote it and then failed before any row named
  /// it: a full disk must not leave files nothing refers to.
  func remove(_ photo: Photo) {
    try? FileManager.default.removeItem(at: url(of: photo))
    removeFittedCopy(of: photo)
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

  /// When a stored photo's file was last written or touched; nil when there is none.
  func modified(_ photo: Photo) -> Date? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url(of: photo).path)
    return attributes?[.modificationDate] as? Date
  }

  /// The size of a stored photo's file, nil when it cannot be read.
  func fileSize(of photo: Photo) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url(of: photo).path)
    return (attributes?[.size] as? NSNumber)?.intValue
  }

  /// The bytes of a stored photo.
  func bytes(of photo: Photo) throws -> Data {
    try Data(contentsOf: url(of: photo))
  }

  func createDirectoryIfNeeded(_ folder: URL? = nil) throws {
    let directory = folder ?? directory
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
  /// `errno` when the call failed.
  var code: Int32 = errno
  var reason: String { String(cString: strerror(code)) }
  var description: String { "photos: cannot write \(path): \(reason)" }
}
