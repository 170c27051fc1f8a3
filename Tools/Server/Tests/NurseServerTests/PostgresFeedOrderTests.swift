import CoreContract
import Foundation
import PostgresNIO
import Testing

@testable import NurseServer

/// On PostgreSQL a sequence number is taken before its transaction commits, so two writers can
/// commit out of number order. A team's writers take its advisory lock before their number:
/// these tests interleave two transactions on two instances deliberately and follow a reader's
/// cursor through the change log.
@Suite struct PostgresFeedOrderTests {
  @Test func aWriterThatTookTheLowerNumberBlocksHigherOnesUntilItCommits() async throws {
    let server = try await TestServer(.postgres)
    let first = try #require(server.store as? PostgresServerStore)
    let second = try #require(try await server.anotherInstance() as? PostgresServerStore)
    let anna = try await Self.nurse("anna", server)
    let bea = try await Self.nurse("bea", server)
    let tookNumber = Signal<Int64>()
    let release = Signal<Void>()
    // Transaction 1, on the first instance: the team's lock and the lower number, held open.
    let held = Task {
      try await first.transaction { db in
        try await first.lockTeam(db, anna.teamID)
        let sequence = try await first.nextSequence(db)
        tookNumber.send(sequence)
        _ = await release.wait()
        try await Self.insertPatient(db, sequence: sequence, teamID: anna.teamID)
        return sequence
      }
    }
    let lower = try #require(await tookNumber.wait())
    // Transaction 2, a real PUT on the second instance, started while the first is open.
    let write = Task { try await second.putRecord(try Self.write(Fixtures.patient(), by: anna)) }
    try await Self.waitForALockWaiter(on: first)
    // The reader sees nothing yet: the second write could not take a number past the open one.
    let during = try await second.changes(since: 0, limit: 100, for: bea)
    #expect(during.changes.isEmpty)
    release.send(())
    #expect(try await held.value == lower)
    guard case .created = try await write.value else {
      Issue.record("the second write was not stored")
      return
    }
    let after = try await second.changes(since: during.next, limit: 100, for: bea)
    let sequences = after.changes.map(\.sequence)
    #expect(sequences.count == 2)
    #expect(sequences.first == lower)
    #expect(sequences == sequences.sorted())
  }

  /// Waits until a connection to this test's database waits for an advisory lock: the second
  /// write has started and is held at the team's lock, which a fixed pause could only hope.
  static func waitForALockWaiter(on store: PostgresServerStore) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(20)
    while clock.now < deadline {
      let rows = try await store.client.query(
        """
        SELECT count(*)::int8 FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'
          AND wait_event = 'advisory'
        """,
        logger: store.logger
      ).collect()
      if let row = rows.first, try row.decode(Int64.self) > 0 { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the second write never waited for the team's lock")
  }

  /// The same interleaving without the team's lock, straight in SQL: the reader moves its
  /// cursor past the number still open and never sees that record. This is what the lock
  /// prevents, and shows that the test above would catch a skip.
  @Test func withoutTheTeamsLockAReaderWouldSkipTheLateCommit() async throws {
    let server = try await TestServer(.postgres)
    let first = try #require(server.store as? PostgresServerStore)
    let second = try #require(try await server.anotherInstance() as? PostgresServerStore)
    let anna = try await Self.nurse("anna", server)
    let tookNumber = Signal<Int64>()
    let release = Signal<Void>()
    let held = Task {
      try await first.transaction { db in
        let sequence = try await first.nextSequence(db)
        tookNumber.send(sequence)
        _ = await release.wait()
        try await Self.insertPatient(db, sequence: sequence, teamID: anna.teamID)
      }
    }
    let lower = try #require(await tookNumber.wait())
    try await second.transaction { db in
      try await Self.insertPatient(
        db,
        sequence: try await second.nextSequence(db),
        teamID: anna.teamID
      )
    }
    let seen = try await second.changes(since: 0, limit: 100, for: anna)
    #expect(seen.next > lower)
    release.send(())
    try await held.value
    let next = try await second.changes(since: seen.next, limit: 100, for: anna)
    #expect(next.changes.isEmpty)
    #expect(
      try await server.count("SELECT COUNT(*) FROM team_record WHERE sequence = \(lower)") == 1
    )
  }

  static func nurse(_ name: String, _ server: TestServer) async throws -> AuthenticatedNurse {
    try #require(try await server.store.credentials(username: name)).nurse
  }

  /// A checked `PUT` of `body` as the route builds it.
  static func write(_ body: [String: Any], by nurse: AuthenticatedNurse) throws -> RecordWrite {
    let kind = try #require(TeamRecordKinds.kind(Wire.Patient.type))
    let value = try JSONValue(wireData: JSONSerialization.data(withJSONObject: body))
    let checked = try kind.check(try #require(value.fields), Date())
    return RecordWrite(
      kind: kind,
      record: checked,
      idempotencyKey: UUID().uuidString,
      requestLine: "PUT \(ContractPaths.record(kind.type, checked.id))",
      nurse: nurse
    )
  }

  /// A patient row written straight, with the number its transaction took.
  static func insertPatient(_ db: PostgresConnection, sequence: Int64, teamID: Int64) async throws {
    let id = UUID().uuidString.lowercased()
    var body = Fixtures.patient()
    body["id"] = id
    body["version"] = 1
    let payload = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    try await db.query(
      """
      INSERT INTO team_record (type, id, owner, teamID, patientID, version, sequence, payload)
      VALUES ('patient', \(id), 0, \(teamID), \(id), 1, \(sequence), \(payload))
      """,
      logger: db.logger
    )
  }
}

/// A value handed from one task to another that waits for it.
final class Signal<Value: Sendable>: Sendable {
  private let stream: AsyncStream<Value>
  private let continuation: AsyncStream<Value>.Continuation

  init() { (stream, continuation) = AsyncStream.makeStream() }

  func send(_ value: Value) { continuation.yield(value) }

  /// The next value sent (nil if the signal ended).
  func wait() async -> Value? {
    for await value in stream { return value }
    return nil
  }
}
