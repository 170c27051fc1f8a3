import CoreDatabase
import Foundation

/// A real SQLite store in a temporary file, exactly as the app opens it (WAL pool, migrations).
///
/// Keep the value alive for as long as the store is used: the file goes with it.
public struct TemporaryStore: Sendable {
  public let store: Store
  public let directory: TemporaryDirectory
  public var url: URL { directory.file("nurse.sqlite") }

  public init(migrations: [Migration]) throws {
    directory = TemporaryDirectory(prefix: "nurse-store")
    store = try Store.open(at: directory.file("nurse.sqlite"), migrations: migrations)
  }
}
