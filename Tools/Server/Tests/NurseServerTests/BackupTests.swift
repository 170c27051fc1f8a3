import Foundation
import GRDB
import Testing

@testable import NurseServer

/// Issue 32, backups of the SQLite default: a consistent copy while nurses keep writing, its
/// restore into a stopped server, and a refusal of anything that is not a nurse-server file.
@Suite("Backup and restore")
struct BackupTests {
  @Test func aBackupTakenWhileNursesWriteIsConsistentAndRestores() async throws {
    let server = try await TestServer()
    let backup = server.directory.appendingPathComponent("backup.sqlite").path
    let path = try server.sqlite.pool.path
    let written = try await server.run { client in
      let token = try await client.token("anna")
      // Nurses keep writing while the copy is taken: it starts once five records are in.
      let (fiveWritten, signal) = AsyncStream<Void>.makeStream()
      return try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask {
          for written in 1...40 {
            let response = try await client.putPatient(Fixtures.patient(), token: token)
            #expect(response.status == .created)
            if written == 5 { signal.finish() }
          }
          return 40
        }
        group.addTask {
          for await _ in fiveWritten {}
          try SQLiteBackup.backup(from: path, to: backup)
          return 0
        }
        return try await group.reduce(0, +)
      }
    }
    #expect(written == 40)
    let attributes = try FileManager.default.attributesOfItem(atPath: backup)
    #expect((attributes[.posixPermissions] as? Int) == 0o600, "a backup holds patient data")

    // The copy is one snapshot: every record in it has its change and its audit row.
    let copy = try SQLiteServerStore(path: backup)
    let (records, changes, audits) = try await copy.pool.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM team_record WHERE type = 'patient'")!,
        try Int.fetchOne(
          db,
          sql: "SELECT COUNT(DISTINCT sequence) FROM team_record WHERE type = 'patient'"
        )!,
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM audit WHERE action = 'create'")!
      )
    }
    #expect(
      records <= 40 && records == changes && records == audits,
      "\(records) \(changes) \(audits)"
    )

    // Restored in place of another (stopped) server, it serves what it holds.
    let target = server.directory.appendingPathComponent("restored.sqlite").path
    try SQLiteBackup.restore(from: backup, to: target)
    let restored = try SQLiteServerStore(path: target)
    let count = try await restored.pool.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM team_record WHERE type = 'patient'")!
    }
    #expect(count == records)
    #expect(try await restored.missingMigrations().isEmpty)
    // The restored log is another log: a nurse's cursor of the old one must not go on.
    let original = try await server.store.changeLogID()
    #expect(try await copy.changeLogID() == original, "a backup is the same log")
    #expect(try await restored.changeLogID() != original)
    #expect(try await restored.changeLogID().count == 32)
  }

  @Test func aFileThatIsNotANurseServerIsRefusedAndNothingIsTouched() async throws {
    let server = try await TestServer()
    let path = try server.sqlite.pool.path
    let text = server.directory.appendingPathComponent("notes.txt").path
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: text))
    let other = server.directory.appendingPathComponent("other.sqlite").path
    let queue = try DatabaseQueue(path: other)
    try await queue.write { db in try db.execute(sql: "CREATE TABLE t (x)") }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for file in [text, other, server.directory.appendingPathComponent("missing").path] {
      #expect(throws: SQLiteBackup.Refusal.self) { try SQLiteBackup.restore(from: file, to: path) }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // A backup never overwrites a file.
    #expect(throws: SQLiteBackup.Refusal.self) { try SQLiteBackup.backup(from: path, to: other) }
  }
}
