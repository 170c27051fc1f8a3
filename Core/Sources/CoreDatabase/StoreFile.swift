import Foundation

/// The store's file and folder on disk, before SQLite opens them: created private, checked to
/// be a nurse store, made private again if they were not.
///
/// Patient data is health data: the folder is 0700 and the file 0600. SQLite would create the
/// file 0644, and its `-wal` and `-shm` files copy the store file's mode.
enum StoreFile {
  /// Whether the process may write the store.
  enum Access: Equatable {
    case readWrite
    case readOnly
  }

  /// Who reads an existing SQLite file's schema to refuse someone else's database.
  enum SchemaCheck: Equatable {
    /// `prepare`, through a read-only connection of its own.
    case beforeOpening
    /// The caller, through the connection it opens, before writing anything; it then calls
    /// `tighten(_:)`, which `prepare` leaves undone so that a refused file keeps its mode.
    case byCaller
  }

  /// Creates the folder and file if needed, refuses a file that is not a nurse store
  /// (leaving it as it was), takes group and other permissions away from an existing store,
  /// and says whether it may be written.
  ///
  /// `tightenFolder` also takes them away from an existing folder: the app's own data folder,
  /// never a folder the nurse chose with `--store`.
  static func prepare(
    _ url: URL,
    tightenFolder: Bool,
    schemaCheck: SchemaCheck = .beforeOpening
  ) throws -> Access {
    try prepareFolder(url.deletingLastPathComponent(), tighten: tightenFolder)
    if try createPrivateFile(url) { return .readWrite }
    // A folder or a device given as the store is refused before anything reads or tightens
    // it (`--store /tmp` must not take /tmp's permissions away).
    guard isRegularFile(url) else {
      throw StoreError.cannotOpen(path: url.path, reason: "not a regular file")
    }
    if try StoreHeader.read(url) == .sqlite, schemaCheck == .beforeOpening {
      switch try StoreSchema.inspect(url) {
      case .foreign: throw StoreError.notANurseStore(path: url.path)
      case .empty, .nurse: break
      }
    }
    if schemaCheck == .beforeOpening { tighten(url) }
    return writable(url) ? .readWrite : .readOnly
  }

  /// An existing store file's write-ahead log, when the file is SQLite in WAL mode.
  enum WALState: Equatable {
    /// No `-wal` content: the state every `nurse` command leaves the file in (SQLite
    /// checkpoints and deletes the `-wal` as the last connection closes). A read-write
    /// connection then writes nothing into the file before its first commit, even when
    /// closed, so it may read the schema itself.
    case quiet
    /// Frames in the `-wal` (another process has it open, or one was killed): closing a
    /// read-write connection could checkpoint them into the file.
    case inUse
  }

  /// The WAL state of the regular SQLite file at `url`; nil for any other file or none.
  static func walState(_ url: URL) -> WALState? {
    guard isRegularFile(url), StoreHeader.isInWALMode(url) else { return nil }
    var status = stat()
    let wal = sidecars(of: url)[0].path
    return stat(wal, &status) != 0 || status.st_size == 0 ? .quiet : .inUse
  }

  /// The `-wal` and `-shm` files SQLite keeps beside the store in WAL mode.
  static func sidecars(of url: URL) -> [URL] {
    ["-wal", "-shm"].map { URL(fileURLWithPath: url.path + $0) }
  }

  private static func prepareFolder(_ folder: URL, tighten: Bool) throws {
    // stat, not FileManager: its first use has a set-up cost every command would pay.
    var status = stat()
    if stat(folder.path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw StoreError.cannotCreateDirectory(path: folder.path, reason: "a file is in the way")
      }
      if tighten { removeGroupAndOther(folder.path) }
      return
    }
    do {
      try FileManager.default.createDirectory(
        at: folder,
        withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700]
      )
    } catch {
      // Another `nurse` process opening the same new store may have created it first.
      var created: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.path, isDirectory: &created),
        created.boolValue
      {
        return
      }
      throw StoreError.cannotCreateDirectory(path: folder.path, reason: reason(error))
    }
  }

  /// Creates the file 0600 unless it exists. Returns whether it created it: false when
  /// another `nurse` process created it first, which is then an existing, empty store.
  private static func createPrivateFile(_ url: URL) throws -> Bool {
    let descriptor = Foundation.open(url.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
      return true
    }
    if errno == EEXIST { return false }
    throw StoreError.cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
  }

  /// Takes group and other permissions away from the store and its `-wal` and `-shm`, which
  /// then have the store's mode, as when SQLite creates them. A file that is not ours to
  /// change (chmod fails) is left as it is: SQLite's own checks apply.
  static func tighten(_ url: URL) {
    guard let mode = removeGroupAndOther(url.path) else { return }
    for sidecar in sidecars(of: url) where FileManager.default.fileExists(atPath: sidecar.path) {
      chmod(sidecar.path, mode)
    }
  }

  /// Removes group and other permissions from `path`; returns its mode, nil when it cannot
  /// be read.
  @discardableResult
  private static func removeGroupAndOther(_ path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let mode = status.st_mode & 0o7777
    let tightened = mode & ~mode_t(0o077)
    if tightened != mode { chmod(path, tightened) }
    return tightened
  }

  private static func isRegularFile(_ url: URL) -> Bool {
    var status = stat()
    return stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// A store without its owner's write permission is read-only, even for root (whom the
  /// kernel lets write anything): the nurse made it so on purpose.
  private static func writable(_ url: URL) -> Bool {
    var status = stat()
    guard stat(url.path, &status) == 0 else { return false }
    return status.st_mode & mode_t(S_IWUSR) != 0 && access(url.path, W_OK) == 0
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
