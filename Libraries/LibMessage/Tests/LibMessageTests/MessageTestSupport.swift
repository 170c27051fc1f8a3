import CoreContract
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibMessage

/// A clock a test can move forward, so that messages are sent at distinct instants.
final class SteppingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date

  init(_ date: Date) { self.date = date }

  func advance(by seconds: TimeInterval) {
    lock.withLock { date = date.addingTimeInterval(seconds) }
  }

  var now: @Sendable () -> Date {
    { [self] in lock.withLock { date } }
  }
}

/// A nurse's libraries over a real SQLite file in a temporary directory.
struct MessageFixture {
  static let start = FixedClock(iso8601: "2025-06-15T10:00:00Z").date
  static let me = "alice"

  let temporary: TemporaryStore
  let clock: SteppingClock
  let patients: PatientLibrary
  let messages: MessageLibrary

  /// `nurse`'s libraries over a new store (Alice's unless told).
  init(nurse: String = Self.me) throws {
    temporary = try TemporaryStore(
      migrations: PatientLibrary.migrations + MessageLibrary.migrations
    )
    clock = SteppingClock(Self.start)
    patients = PatientLibrary.live(store: temporary.store, now: clock.now)
    messages = MessageLibrary.live(store: temporary.store, nurse: nurse, now: clock.now)
  }

  var store: Store { temporary.store }

  /// Adds a patient and returns her id.
  func addPatient(given: String = "Zoë", family: String = "Dupont") async throws -> Patient.ID {
    let id = Patient.ID()
    let details = PatientDetails(
      givenName: given,
      familyName: family,
      birthDate: CalendarDate(year: 1941, month: 3, day: 9)!
    )
    try await patients.add(NewPatient(id: id, details: details))
    return id
  }

  /// Sends a message a second after the previous one and returns its id.
  @discardableResult
  func send(
    _ body: String = "Dressing changed",
    to patientID: Patient.ID,
    replyTo: Message.ID? = nil
  )
    async throws -> Message.ID
  {
    clock.advance(by: 1)
    let message = NewMessage(patientID: patientID, body: body, replyTo: replyTo)
    try await messages.send(message)
    return message.id
  }

  /// LibMessage's outbox entries, oldest first (LibPatient's are left out).
  func outbox() async throws -> [OutboxEntry] {
    try await store.writer.read { db in
      try Outbox.pending(in: db).filter {
        [Wire.Message.type.rawValue, Wire.ReadMark.type.rawValue].contains($0.entityType)
      }
    }
  }

  /// Every message row, however it got there.
  func messageCount() async throws -> Int {
    try await store.writer.read { db in try MessageRow.fetchCount(db) }
  }

  /// Stores records as a pull applies them (through LibMessage's synced kinds), without a
  /// server.
  func pull<Record: TeamRecord>(_ records: [Record]) async throws {
    let kind = try #require(messages.syncedKinds.first { $0.type == Record.type })
    try await store.writer.write { db in
      for record in records { try kind.save(JSONValue(encoding: record), in: db) }
    }
  }

  /// A colleague's message as the server numbers it.
  func colleagueMessage(
    _ patientID: Patient.ID,
    sequence: Int64,
    author: String = "bob",
    id: Message.ID = Message.ID(),
    minutes: Double
  ) -> Wire.Message {
    Wire.Message(
      id: RecordID(id.rawValue),
      patientId: RecordID(patientID.rawValue),
      author: author,
      body: "Can the doctor come by?",
      sentAt: Self.start.addingTimeInterval(minutes * 60),
      sequence: sequence
    )
  }
}

/// Reads the next value the stream delivers that satisfies `predicate`.
func nextValue<Element>(
  _ iterator: inout AsyncThrowingStream<Element, Error>.Iterator,
  where predicate: (Element) -> Bool = { _ in true }
) async throws -> Element? {
  while let value = try await iterator.next() {
    if predicate(value) { return value }
  }
  return nil
}
