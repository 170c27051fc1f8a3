import CoreContract
import Foundation
import GRDB
import PostgresNIO
import Testing

@testable import NurseServer

/// Reads do not wait for writers: a write transaction held open (here deliberately, for as
/// long as the test likes) does not hold up a read. The bound is a generous timeout, not a
/// measure of speed.
@Suite struct ReadsBesideWritesTests {
  /// On SQLite the read runs on one of the pool's readers (WAL) while the one writer is held,
  /// and its audit entry is committed in the read audit's own file (`ReadAuditFile`): a page
  /// and a record are answered, audited, before the held transaction ends.
  @Test func onSQLiteAReadIsAnsweredAndAuditedWhileAWriteTransactionIsHeld() async throws {
    let server = try await TestServer(.sqlite)
    let sqlite = try server.sqlite
    let anna = try await Self.storedPatient(server)
    let holding = Signal<Void>()
    let release = DispatchSemaphore(value: 0)
    let held = Task {
      try await sqlite.pool.write { db in
        try db.execute(sql: "UPDATE team SET name = name")
        holding.send(())
        release.wait()
      }
    }
    _ = await holding.wait()
    let kind = try #require(TeamRecordKinds.kind(Wire.Patient.type))
    let answered: Result<(StoredChangePage, StoredRecord?), any Error>
    do {
      answered = .success(
        try await Self.within(seconds: 30) {
          let page = try await sqlite.changes(since: 0, limit: 100, for: anna)
          let id = try #require(page.changes.first?.id)
          return (page, try await sqlite.record(kind, id: id, for: anna))
        }
      )
    } catch {
      answered = .failure(error)
    }
    // Released whatever happened, so that a failing read does not leave the writer held.
    release.signal()
    try await held.value
    let (page, record) = try answered.get()
    #expect(page.changes.count == 1)
    #expect(record != nil)
    #expect(try await server.countReads("SELECT COUNT(*) FROM audit_record") == 2)
  }

  /// On PostgreSQL a read is one statement outside any transaction and its audit entry goes in
  /// a transaction of its own: neither waits for a team's writer holding its lock and rows.
  @Test func onPostgreSQLAReadIsAnsweredAndAuditedWhileAWriteTransactionIsHeld() async throws {
    let server = try await TestServer(.postgres)
    let postgres = try #require(server.store as? PostgresServerStore)
    let anna = try await Self.storedPatient(server)
    let holding = Signal<Void>()
    let release = Signal<Void>()
    let held = Task {
      try await postgres.transaction { db in
        try await postgres.lockTeam(db, anna.teamID)
        try await db.run("UPDATE team_record SET updatedBy = updatedBy", postgres.logger)
        holding.send(())
        _ = await release.wait()
      }
    }
    _ = await holding.wait()
    let kind = try #require(TeamRecordKinds.kind(Wire.Patient.type))
    let (page, record) = try await Self.within(seconds: 30) {
      let page = try await postgres.changes(since: 0, limit: 100, for: anna)
      let id = try #require(page.changes.first?.id)
      return (page, try await postgres.record(kind, id: id, for: anna))
    }
    #expect(page.changes.count == 1)
    #expect(record != nil)
    #expect(try await server.countReads("SELECT COUNT(*) FROM audit_record") == 2)
    release.send(())
    try await held.value
  }

  /// Anna, after storing one patient through the API.
  static func storedPatient(_ server: TestServer) async throws -> AuthenticatedNurse {
    try await server.run { client in
      let token = try await client.token("anna")
      #expect(try await client.putPatient(Fixtures.patient(), token: token).status == .created)
    }
    return try #require(try await server.store.credentials(username: "anna")).nurse
  }

  struct TimedOut: Error {}

  /// `work`'s value, or `TimedOut` after `seconds`.
  static func within<Value: Sendable>(
    seconds: Int,
    _ work: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask { try await work() }
      group.addTask {
        try await Task.sleep(for: .seconds(seconds))
        throw TimedOut()
      }
      let first = try await group.next()!
      group.cancelAll()
      return first
    }
  }
}
