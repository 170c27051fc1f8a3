import Foundation
import GRDB

/// Whether the store's pages still read as SQLite wrote them, and when to ask.
///
/// A few hundred damaged bytes in the middle of the file (a b-tree page overwritten) open
/// without an error: SQLite finds them only when a query reads that page, and a write that
/// misses it succeeds, adding to a damaged file. `PRAGMA quick_check` reads every page, too
/// slow for every command; so it runs when the file changed since a `nurse` last closed it
/// (`StoreSeal`: a crash, a restore, another program, a failing disk that rewrote it), and
/// whole (`integrity_check`) on `nurse store check`.
public enum StoreIntegrity {
  /// True when `PRAGMA quick_check` finds nothing wrong. A damage bad enough to stop the check
  /// throws SQLite's error, which `StoreError(sqliteError:path:)` calls damaged.
  static func quickCheck(_ db: Database) throws -> Bool {
    try String.fetchOne(db, sql: "PRAGMA quick_check(1)") == "ok"
  }

  /// Runs SQLite's whole `PRAGMA integrity_check` (indexes against their tables too) on the
  /// open store; throws `StoreError.damaged` naming `path` when it finds anything wrong.
  public static func check(_ store: Store, path: String) async throws {
    let sound = try await store.writer.read { db in
      try String.fetchOne(db, sql: "PRAGMA integrity_check(1)") == "ok"
    }
    guard sound else { throw StoreError.damaged(path: path) }
  }
}

/// What the store file looked like when the last `nurse` process closed it: its inode, size
/// and modification time, kept in `<store>-seal` beside it.
///
/// A file that no longer matches its seal changed while no `nurse` had it open and cleanly
/// closed it (a crash, a copy put back, another program, damage), and is checked before it
/// is used (`StoreIntegrity`). A file without a seal (an older version's, or one copied
/// alone) is checked once. The seal is a hint, never the store: losing it costs one check.
enum StoreSeal {
  static func url(of store: URL) -> URL { URL(fileURLWithPath: store.path + "-seal") }

  /// True when the store file is as the last `nurse` left it.
  static func holds(_ store: URL) -> Bool {
    guard let stamp = stamp(store),
      let sealed = try? String(contentsOf: url(of: store), encoding: .utf8)
    else { return false }
    return sealed == stamp
  }

  /// Seals the file as it is now; a seal that cannot be written (a read-only mount) is left.
  static func record(_ store: URL) {
    guard let stamp = stamp(store) else { return }
    let path = url(of: store).path
    let descriptor = open(path, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    _ = Array(stamp.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  private static func stamp(_ store: URL) -> String? {
    var status = stat()
    guard stat(store.path, &status) == 0 else { return nil }
    let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    return "\(status.st_dev) \(status.st_ino) \(status.st_size) \(modified)\n"
  }
}
