import Foundation
import GRDB
import Testing

@testable import LibMessage

/// A message's row written by its one prepared statement holds, column for column, what GRDB's
/// `Encodable` path writes for the same record, and replaces the row with its id.
@Suite struct MessageRowWritingTests {
  /// The row of `id`, every column as stored.
  private static func row(_ id: UUID, in db: Database) throws -> [DatabaseValue] {
    let row = try #require(
      try Row.fetchOne(
        db,
        sql: "SELECT * FROM message WHERE id = ?",
        arguments: [id.uuidString.lowercased()]
      )
    )
    return Array(row.databaseValues)
  }

  @Test(arguments: [true, false])
  func theUpsertWritesWhatGRDBWrites(withOptionals: Bool) async throws {
    let fixture = try MessageFixture()
    let patient = try await fixture.addPatient()
    let replied = UUID()
    let record = { @Sendable (id: UUID) in
      MessageRecord(
        id: id,
        patientID: patient,
        author: "bea",
        body: "Pansement \"refait\"\nà 9 h",
        sentAt: Date(timeIntervalSince1970: 1_772_359_201.001),
        replyTo: withOptionals ? replied : nil,
        sequence: withOptionals ? 42 : nil
      )
    }
    let (first, second) = (UUID(), UUID())
    let (byGRDB, byUpsert) = try await fixture.store.writer.write { db in
      try record(first).insert(db)
      try record(second).upsert(db)
      return (try Self.row(first, in: db), try Self.row(second, in: db))
    }
    #expect(byUpsert.dropFirst() == byGRDB.dropFirst())
    #expect(byUpsert.first == second.uuidString.lowercased().databaseValue)
  }

  @Test func theUpsertReplacesTheRowWithItsIDNeverASecondCopy() async throws {
    let fixture = try MessageFixture()
    let patient = try await fixture.addPatient()
    let id = UUID()
    let pending = MessageRecord(
      id: id,
      patientID: patient,
      author: "alice",
      body: "draft",
      sentAt: Date(),
      replyTo: nil,
      sequence: nil
    )
    var kept = pending
    kept.body = "as the server keeps it"
    kept.sequence = 7
    let stored = try await fixture.store.writer.write { [kept] db in
      try pending.insert(db)
      try kept.upsert(db)
      return try MessageRecord.fetchAll(db)
    }
    #expect(stored.count == 1)
    #expect(stored.first?.body == "as the server keeps it")
    #expect(stored.first?.sequence == 7)
  }
}
