import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// Two first commands on a new store at once: each opens and migrates it, none fails.
@Suite("Opening a new store from several connections at once")
struct ConcurrentOpeningTests {
  static let visits = Migration("visit.v1") { db in
    try db.create(table: "visit") { table in
      table.column("id", .text).primaryKey()
    }
  }

  @Test func everyOpenerSucceedsAndEachMigrationRunsOnce() throws {
    let trials = 30
    let openers = 4
    for trial in 0..<trials {
      let directory = TemporaryDirectory(prefix: "nurse-concurrent")
      let url = directory.file("nurse/nurse.sqlite")
      let failures = StartingLine.run(openers) {
        _ = try Store.open(at: url, migrations: [Self.visits])
      }
      #expect(failures.isEmpty, "trial \(trial): \(failures)")

      let store = try Store.open(at: url, migrations: [Self.visits])
      let applied = try store.writer.read { db in
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
      }
      #expect(
        applied == ["core.v1", "sync.v1", "sync.v2", "sync.v3", "sync.v4", "sync.v5", "visit.v1"],
        "trial \(trial)"
      )
    }
  }
}

/// Runs `body` on `count` threads released at the same instant, as separate processes
/// starting together would; returns what each threw.
enum StartingLine {
  static func run(_ count: Int, _ body: @escaping @Sendable () throws -> Void) -> [String] {
    let ready = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let failures = Failures()
    for _ in 0..<count {
      ready.enter()
      done.enter()
      Thread.detachNewThread {
        ready.leave()
        start.wait()
        do { try body() } catch { failures.add("\(error)") }
        done.leave()
      }
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    done.wait()
    return failures.all
  }

  private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) {
      lock.lock()
      list.append(failure)
      lock.unlock()
    }
    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return list
    }
  }
}
