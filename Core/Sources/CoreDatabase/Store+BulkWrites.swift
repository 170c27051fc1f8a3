import GRDB

extension Store {
  /// The writer's page cache during `writingInBulk`, in KiB (SQLite's default is 2,000).
  public static let bulkCacheKiB = 32_768
  /// How many pages the `-wal` file grows to during `writingInBulk` before a commit
  /// checkpoints it into the store file (SQLite's default is 1,000): 256 MiB of disk, so that
  /// the index pages a long pull dirties again and again are written into the store file once
  /// for many commits rather than every few (docs/speed.md, "The full pull and the size of the
  /// team").
  public static let bulkCheckpointPages = 65_536

  /// Runs `body`, a long run of large write transactions (a full pull), with the writer set
  /// for them, and sets the writer back as it was afterwards, whether `body` throws or not.
  ///
  /// Pulled records land on indexes keyed by random ids: once an index is larger than the
  /// page cache, each record of a page dirties a page of its own, which SQLite's default
  /// small cache writes to the `-wal` file in the middle of the transaction and reads back,
  /// and which the default checkpoint, after every such commit, writes again into the store
  /// file, with a sync each time. A larger cache keeps a page's records together until the
  /// commit, and a longer `-wal` between checkpoints writes a page its commits share once.
  /// Every commit is still synced (`synchronous` stays FULL): what a commit stored survives
  /// a power loss as before.
  public func writingInBulk<Value>(_ body: () async throws -> Value) async throws -> Value {
    let before = try await writer.writeWithoutTransaction { db in
      let settings = try BulkSettings.read(db)
      try BulkSettings(cacheSize: -Self.bulkCacheKiB, checkpointPages: Self.bulkCheckpointPages)
        .apply(db)
      return settings
    }
    do {
      let value = try await body()
      try await writer.writeWithoutTransaction { db in try before.apply(db) }
      return value
    } catch {
      try? await writer.writeWithoutTransaction { db in try before.apply(db) }
      throw error
    }
  }
}

/// The writer's settings `writingInBulk` changes.
struct BulkSettings: Sendable {
  /// `PRAGMA cache_size`: pages when positive, KiB when negative.
  var cacheSize: Int
  /// `PRAGMA wal_autocheckpoint`, in pages.
  var checkpointPages: Int

  static func read(_ db: Database) throws -> BulkSettings {
    BulkSettings(
      cacheSize: try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2_000,
      checkpointPages: try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 1_000
    )
  }

  func apply(_ db: Database) throws {
    try db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
    try db.execute(sql: "PRAGMA wal_autocheckpoint = \(checkpointPages)")
  }
}
