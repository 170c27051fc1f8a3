import CoreContract
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibMessage

/// `message.v2` turns what the old sync queued into the team's wire records, which the server
/// accepts, instead of changes it would refuse for good.
@Suite("message.v2: the old sync's messages and read marks become wire records")
struct OldOutboxMigrationTests {
  @Test func anOldSendBodyBecomesTheWholeMessageAndAReadMarkAnAppend() async throws {
    let fixture = try MessageFixture()
    let patient = try await fixture.addPatient()
    let sent = try await fixture.send("Dressing changed", to: patient)
    let gone = try await fixture.send("About to be erased", to: patient)
    try await fixture.store.writer.write { db in
      // As the old sync queued them: the draft under its patient, and the mark as an update.
      let old = #"{"patientId":"\#(patient.uuidString.lowercased())","draft":{"body":"x"}}"#
      try db.execute(sql: "UPDATE outbox SET payload = ?", arguments: [Data(old.utf8)])
      try db.execute(
        sql: "DELETE FROM message WHERE id = ?",
        arguments: [gone.uuidString.lowercased()]
      )
      try Outbox.enqueue(
        OutboxEntry(
          entityType: Wire.ReadMark.type.rawValue,
          entityID: patient.rawValue,
          operation: .update,
          payload: try WireCoding.encoder.encode(
            Wire.ReadMark(patientId: RecordID(patient.rawValue), upToSequence: 4)
          )
        ),
        in: db
      )
      try db.execute(sql: "INSERT INTO sync_cursor (feed, cursor) VALUES ('messages', 9)")
      try MessageSchema.v2.migrate(db)
    }

    let entries = try await fixture.outbox()
    #expect(entries.map(\.entityType) == ["message", "readMark"])
    let message = try WireCoding.decoder.decode(Wire.Message.self, from: entries[0].payload)
    #expect(
      message.id == RecordID(sent.rawValue) && message.patientId == RecordID(patient.rawValue)
    )
    #expect(message.body == "Dressing changed" && message.author == MessageFixture.me)
    #expect(entries[1].operation == .append)
    let cursors = try await fixture.store.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sync_cursor") ?? -1
    }
    #expect(cursors == 0)
  }
}
