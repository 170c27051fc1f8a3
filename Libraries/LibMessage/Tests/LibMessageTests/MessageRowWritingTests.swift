import CoreContract
import CoreDatabase
import Foundation
import GRDB
import Testing

@testable import LibMessage

/// A message's row is the contract's record, stored as a pull stores it: the server's copy of a
/// pending message replaces the nurse's row with its id, never a second copy, and reads back as
/// it was written.
@Suite struct MessageRowWritingTests {
  @Test(arguments: [true, false])
  func aRowReadsBackAsTheRecordWritten(withOptionals: Bool) async throws {
    let fixture = try MessageFixture()
    let patient = try await fixture.addPatient()
    let written = Wire.Message(
      id: RecordID(UUID()),
      patientId: RecordID(patient.rawValue),
      author: "bea",
      body: "Pansement \"refait\"\nà 9 h",
      sentAt: Date(timeIntervalSince1970: 1_772_359_201),
      replyTo: withOptionals ? RecordID(UUID()) : nil,
      sequence: withOptionals ? 42 : nil
    )
    let read = try await fixture.store.writer.write { db in
      try MessageSync.messages.save(record: written, in: db)
      return try MessageRow.fetchOne(db, key: written.id.text)?.record
    }
    #expect(read == written)
  }

  @Test func theServersCopyReplacesTheRowWithItsIDNeverASecondCopy() async throws {
    let fixture = try MessageFixture()
    let patient = try await fixture.addPatient()
    let pending = Wire.Message(
      id: RecordID(UUID()),
      patientId: RecordID(patient.rawValue),
      author: "alice",
      body: "draft",
      sentAt: Date(timeIntervalSince1970: 1_772_359_201),
      replyTo: nil,
      sequence: nil
    )
    var kept = pending
    kept.body = "as the server keeps it"
    kept.sequence = 7
    let stored = try await fixture.store.writer.write { [kept] db in
      try MessageRow(pending).insertRow(db)
      try MessageSync.messages.save(record: kept, in: db)
      return try MessageRow.fetchAll(db).map(\.record)
    }
    #expect(stored == [kept])
  }
}
