import Foundation
import GRDB

/// A nurse's local store: one SQLite file, opened once per process.
///
/// Follows GRDB's `AppDatabase` pattern: one writer for the whole file, frozen migrations,
/// and records per table owned by the libraries. Patient data is health data, so the file is
/// private to its owner and every commit is durable.
public final class Store: Sendable {
  /// The GRDB connection libraries read and write through.
  public let writer: any DatabaseWriter

  /// How long a second `nurse` process waits for the write lock before failing.
  public static let busyTimeout: TimeInterval = 10

  private init(writer: any DatabaseWriter) {
    self.writer = writer
  }

  /// Opens (creating if needed) the store at `url` and runs every migration not yet applied.
  ///
  /// The directory is created 0700 and the file 0600 before SQLite touches them: SQLite would
  /// create it 0644, and the `-wal`/`-shm` files copy the database file's mode. A file that is
  /// not SQLite is refused and left as it was.
  public static func open(at url: URL, migrations: [Migration]) throws -> Store {
    try StoreFile.prepare(url)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(busyTimeout)
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: url.path, configuration: configuration)
      // GRDB's pool switches the writer to synchronous=NORMAL when it enables WAL, which can
      // lose the last commits on power loss. Health records need FULL, set after opening.
      try pool.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA synchronous = FULL")
      }
      try MigrationRegistry.migrator(for: migrations).migrate(pool)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
      throw StoreError.notADatabase(path: url.path)
    } catch let error as DatabaseError {
      throw StoreError.cannotOpen(path: url.path, reason: error.message ?? "\(error.resultCode)")
    }
    return Store(writer: pool)
  }

  /// A private in-memory store, for tests and previews. Same migrations, same foreign keys.
  public static func inMemory(migrations: [Migration]) throws -> Store {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    let queue = try DatabaseQueue(configuration: configuration)
    try MigrationRegistry.migrator(for: migrations).migrate(queue)
    return Store(writer: queue)
  }
}

/// Creates the store's directory and file with private permissions, or checks an existing one.
enum StoreFile {
  static let sqliteHeader = Array("SQLite format 3\0".utf8)

  static func prepare(_ url: URL) throws {
    let directory = url.deletingLastPathComponent()
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    if !fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      do {
        try fileManager.createDirectory(
          at: directory,
          withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700]
        )
      } catch {
        throw StoreError.cannotCreateDirectory(path: directory.path, reason: reason(error))
      }
    } else if !isDirectory.boolValue {
      throw StoreError.cannotCreateDirectory(path: directory.path, reason: "a file is in the way")
    }

    if fileManager.fileExists(atPath: url.path) {
      try checkHeader(url)
    } else {
      try createPrivateFile(url)
    }
  }

  /// An empty file is a store SQLite has not written yet; anything else must start with the
  /// SQLite header, so a wrong `--store` never overwrites someone's document.
  private static func checkHeader(_ url: URL) throws {
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
      throw StoreError.cannotOpen(path: url.path, reason: "permission denied")
    }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: sqliteHeader.count)) ?? Data()
    if head.isEmpty { return }
    if Array(head) != sqliteHeader {
      throw StoreError.notADatabase(path: url.path)
    }
  }

  private static func createPrivateFile(_ url: URL) throws {
    let descriptor = Foundation.open(url.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    guard descriptor >= 0 else {
      throw StoreError.cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
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
