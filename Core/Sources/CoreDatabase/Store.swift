import Foundation
import GRDB

/// A nurse's local store: one SQLite file, opened once per process.
///
/// Follows GRDB's `AppDatabase` pattern: one writer for the whole file, frozen migrations,
/// and records per table owned by the libraries. Patient data is health data, so the file is
/// private to its owner and every commit is durable.
public final class Store: Sendable {
  /// The GRDB connection libraries write through and observe (their reads go through
  /// `read(_:)`).
  public let writer: any DatabaseWriter

  /// Whether `read(_:)` reads on the caller's thread: the one connection of a command that
  /// reads once and exits (`Connections.single`).
  private let readsOnCallersThread: Bool

  /// How long a second `nurse` process waits for the write lock before failing.
  public static let busyTimeout: TimeInterval = 10

  /// The store file to seal when the store closes (`StoreSeal`); nil in memory.
  private let file: URL?

  private init(writer: any DatabaseWriter, readsOnCallersThread: Bool = false, file: URL? = nil) {
    self.writer = writer
    self.readsOnCallersThread = readsOnCallersThread
    self.file = file
  }

  /// Closes the connections, then seals the file as this process leaves it, so that the next
  /// `nurse` skips the integrity check. Closing comes first: the last connection's checkpoint
  /// writes the file. A connection still in use (it cannot close) leaves the file unsealed,
  /// which costs the next process one check, nothing more.
  ///
  /// A pool's readers are closed before its writer: GRDB's `close()` closes the writer first,
  /// and a read-only reader closing last can neither checkpoint the `-wal` into the file nor
  /// delete it (GRDB issue 739), which left every pool command's `-wal` behind.
  deinit {
    guard let file else { return }
    do {
      if let pool = writer as? DatabasePool {
        pool.releaseMemory()
        try pool.close()
      }
      if let queue = writer as? DatabaseQueue { try queue.close() }
    } catch {
      return
    }
    StoreSeal.record(file)
  }

  /// Reads `value` from the store in one read transaction.
  ///
  /// A command's one connection (`Connections.single`) reads on the caller's thread: its
  /// reads wait for nothing else, and GRDB's asynchronous read hops to the connection's queue
  /// and back, two thread wake-ups per read, which on a loaded machine took longer than the
  /// reads themselves. Everything else (the app's screens, sync) reads through GRDB's
  /// asynchronous read and never blocks a cooperative thread.
  public func read<Value: Sendable>(
    _ value: @escaping @Sendable (Database) throws -> Value
  ) async throws -> Value {
    guard readsOnCallersThread else { return try await writer.read(value) }
    return try readHere(value)
  }

  /// GRDB's synchronous read, which runs on the caller's thread when the queue is idle (an
  /// `async` caller would be handed the asynchronous overload).
  private func readHere<Value>(_ value: (Database) throws -> Value) throws -> Value {
    try writer.read(value)
  }

  /// Opens (creating if needed) the store at `url` and runs every migration not yet applied.
  ///
  /// - The folder is created 0700 and the file 0600 before SQLite touches them: SQLite would
  ///   create it 0644, and the `-wal`/`-shm` files copy the store file's mode. An existing
  ///   store, its `-wal` and `-shm` lose any group and other permission.
  /// - A file that is not SQLite, or an SQLite database of something else, is refused and
  ///   left as it was (`StoreError.notADatabase`, `.notANurseStore`). An empty file is a store
  ///   that lost its pages (`.emptied`): a new store is linked in only once its header is
  ///   written.
  /// - A file changed since a `nurse` last closed it (`StoreSeal`) is checked with SQLite's
  ///   `quick_check` first (`StoreIntegrity`), and refused as `.damaged` if it fails.
  /// - A store on a read-only mount opens read-only (`StoreFile.readOnlyPath`).
  /// - A store file without its owner's write permission opens read-only: reads work, a
  ///   write throws SQLite's read-only error (`StoreError(sqliteError:path:)` names it).
  /// - Several processes may open the same new store at once: one migrates it, the others
  ///   wait for it and find it migrated.
  ///
  /// - Parameters:
  ///   - tightenFolder: also take group and other permissions away from an existing
  ///     folder; for the app's own data folder, not one the nurse chose.
  ///   - connections: `.single` for a command that reads once and exits (see `Connections`).
  /// - Throws: `StoreError`, each case naming the path.
  public static func open(
    at url: URL,
    migrations: [Migration],
    tightenFolder: Bool = false,
    connections: Connections = .pool
  ) throws -> Store {
    do {
      // One connection to a quiet store in WAL mode reads the schema itself: a second,
      // read-only connection opened only to read it cost as much as the command's own query.
      let wal = connections == .single ? StoreFile.walState(url) : nil
      // A file changed behind the app's back, or left with its log by a process that died,
      // is checked before anything is read or written (`StoreIntegrity`).
      let checkIntegrity = !StoreSeal.holds(url) || StoreFile.walState(url) == .inUse
      // A read-only mount is read through one immutable connection: no `-shm` can be made.
      let readOnlyPath = StoreFile.readOnlyPath(url)
      let mounted = readOnlyPath != url.path
      let access = try StoreFile.prepare(
        url,
        tightenFolder: tightenFolder,
        schemaCheck: wal == .quiet && !mounted ? .byCaller : .beforeOpening,
        checkIntegrity: checkIntegrity
      )
      var configuration = Configuration()
      configuration.foreignKeysEnabled = true
      configuration.busyMode = .timeout(busyTimeout)
      configuration.readonly = access == .readOnly
      let writer: any DatabaseWriter
      switch wal {
      case _ where mounted && access == .readOnly:
        writer = try DatabaseQueue(path: readOnlyPath, configuration: configuration)
      case .quiet: writer = try openCheckingSchema(url, configuration, checkIntegrity)
      case .inUse: writer = try DatabaseQueue(path: url.path, configuration: configuration)
      case nil: writer = try openPool(url.path, configuration)
      }
      if access == .readWrite {
        // GRDB's pool switches the writer to synchronous=NORMAL when it enables WAL, which
        // can lose the last commits on power loss. Health records need FULL, set after
        // opening (on a single connection too: SQLite's default is FULL, but said once).
        try writer.writeWithoutTransaction { db in
          try db.execute(sql: "PRAGMA synchronous = FULL")
        }
      }
      try StoreMigrator.migrate(writer, libraries: migrations)
      return Store(writer: writer, readsOnCallersThread: wal != nil, file: url)
    } catch let error as StoreError {
      throw error
    } catch is StoreSchema.Foreign {
      throw StoreError.notANurseStore(path: url.path)
    } catch {
      if let fault = StoreError(sqliteError: error, path: url.path) { throw fault }
      let reason = (error as? DatabaseError)?.message ?? "\(type(of: error))"
      throw StoreError.cannotOpen(path: url.path, reason: reason)
    }
  }

  /// How many SQLite connections the process keeps to the store.
  public enum Connections: Sendable, Equatable {
    /// GRDB's pool: one writer and concurrent readers, for the screens and for sync.
    case pool
    /// One connection, for a command that reads once and exits, when the store is already
    /// in WAL mode (a new store still opens as a pool, which switches it to WAL).
    ///
    /// Opening a pool writes: when the `-wal` file is missing or empty (SQLite deletes it
    /// when the last connection closes, so at every command) GRDB creates and drops a table
    /// to make one, a commit with its fsyncs, and closing checkpoints it back with more.
    /// One connection writes nothing to read, and other processes still share the store
    /// through WAL, whose mode is kept in the file.
    case single
  }

  /// Opens one connection to a quiet WAL-mode file (`StoreFile.WALState.quiet`) and
  /// reads its schema before anything is written: someone else's database is closed again
  /// as it was (no commit, so closing writes nothing into it) and keeps its mode, which only
  /// a nurse store then loses group and other permissions for (`StoreFile.tighten`).
  private static func openCheckingSchema(
    _ url: URL,
    _ configuration: Configuration,
    _ checkIntegrity: Bool
  ) throws -> DatabaseQueue {
    let queue = try DatabaseQueue(path: url.path, configuration: configuration)
    let schema: StoreSchema
    do {
      schema = try queue.read { db in
        let schema = try StoreSchema.read(db)
        if checkIntegrity, schema != .foreign, !(try StoreIntegrity.quickCheck(db)) {
          throw StoreError.damaged(path: url.path)
        }
        return schema
      }
    } catch {
      try? queue.close()
      throw error
    }
    guard schema != .foreign else {
      try queue.close()
      throw StoreSchema.Foreign()
    }
    StoreFile.tighten(url)
    return queue
  }

  /// Opens the pool, waiting while another process switches a new store to WAL.
  ///
  /// The switch takes an exclusive lock, and SQLite answers SQLITE_BUSY at once, skipping the
  /// busy handler (waiting could deadlock), when another connection holds a shared lock: two
  /// `nurse` processes opening the same new store. Once one has switched it, the switch is a
  /// no-op for the others, so trying again soon succeeds.
  private static func openPool(_ path: String, _ configuration: Configuration) throws
    -> DatabasePool
  {
    let deadline = Date().addingTimeInterval(busyTimeout)
    while true {
      do {
        return try DatabasePool(path: path, configuration: configuration)
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
        guard Date() < deadline else { throw error }
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
  }

  /// A private in-memory store, for tests and previews. Same migrations, same foreign keys.
  public static func inMemory(migrations: [Migration]) throws -> Store {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    let queue = try DatabaseQueue(configuration: configuration)
    try StoreMigrator.migrate(queue, libraries: migrations)
    return Store(writer: queue)
  }
}
