import Foundation
import GRDB

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
  /// never a folder the nurse chose with `--store`. `checkIntegrity` runs SQLite's
  /// `quick_check` on an existing store through the read-only connection that reads its
  /// schema (`StoreSeal`: when the file changed since a `nurse` last closed it).
  static func prepare(
    _ url: URL,
    tightenFolder: Bool,
    schemaCheck: SchemaCheck = .beforeOpening,
    checkIntegrity: Bool = false
  ) throws -> Access {
    try prepareFolder(url.deletingLastPathComponent(), tighten: tightenFolder)
    if try createStore(url) { return .readWrite }
    // A folder or a device given as the store is refused before anything reads or tightens
    // it (`--store /tmp` must not take /tmp's permissions away).
    guard isRegularFile(url) else {
      throw StoreError.cannotOpen(path: url.path, reason: "not a regular file")
    }
    // A new store is never empty under its name (`createStore`): an empty one lost its pages.
    guard try StoreHeader.read(url) == .sqlite else { throw StoreError.emptied(path: url.path) }
    if schemaCheck == .beforeOpening {
      switch try StoreSchema.inspect(url, checkingIntegrity: checkIntegrity) {
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

  /// Creates a new store unless the file exists; returns whether it did: false when another
  /// `nurse` process created it first.
  ///
  /// The store is made under a temporary name, 0600, SQLite writes its header there (WAL mode,
  /// which the store keeps), and only then is it linked under its name, which fails when
  /// another process got there first. So a store file is never empty under its name, and an
  /// empty one is a store that lost its pages (`StoreError.emptied`), never a new one.
  private static func createStore(_ url: URL) throws -> Bool {
    if FileManager.default.fileExists(atPath: url.path) { return false }
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID()).new")
    let descriptor = Foundation.open(
      temporary.path,
      O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC,
      0o600
    )
    guard descriptor >= 0 else {
      throw StoreError(posixCode: errno, path: url.path)
        ?? StoreError.cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    // The store keeps its own name once linked; the temporary one goes either way.
    defer { unlink(temporary.path) }
    let queue = try DatabaseQueue(path: temporary.path)
    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
    try queue.close()
    if link(temporary.path, url.path) == 0 { return true }
    if errno == EEXIST { return false }
    throw StoreError(posixCode: errno, path: url.path)
      ?? StoreError.cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
  }

  /// The path a read-only connection opens the store by.
  ///
  /// SQLite opens a WAL-mode file read-only only when its `-shm` exists or can be created, or
  /// when told the file is immutable. On a read-only mount with no `-shm` beside the file (no
  /// process has it open: every `nurse` removes it at its end) nothing can change the file
  /// while it stays mounted so, and `immutable=1` lets SQLite read it without a `-shm`. The
  /// URI needs an SQLite built with URI file names (`SQLITE_USE_URI`, as Debian's is).
  static func readOnlyPath(_ url: URL) -> String {
    guard FileSystem.isReadOnly(url.path),
      !FileManager.default.fileExists(atPath: sidecars(of: url)[1].path)
    else { return url.path }
    return URL(fileURLWithPath: url.path).absoluteString + "?immutable=1"
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
