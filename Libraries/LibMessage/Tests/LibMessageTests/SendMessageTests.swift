import CoreContract
import CoreDatabase
import Foundation
import LibPatient
import Testing

@testable import LibMessage

@Suite("Sending a message")
struct SendMessageTests {
  let fixture: MessageFixture
  init() throws { fixture = try MessageFixture() }

  @Test func anOfflineSendIsInTheThreadAtOncePendingWithOneOutboxEntry() async throws {
    let patient = try await fixture.addPatient()
    let id = try await fixture.send("  Dressing changed,\r\nexudate heavier. ", to: patient)

    let thread = try await fixture.messages.thread(patientID: patient)
    #expect(thread.count == 1)
    let message = try #require(thread.first)
    #expect(message.id == id)
    #expect(message.author == "alice")
    #expect(message.body == "Dressing changed,\nexudate heavier.")
    #expect(message.isPending)
    #expect(message.sentAt == MessageFixture.start.addingTimeInterval(1))

    let outbox = try await fixture.outbox()
    #expect(outbox.count == 1)
    #expect(outbox[0].entityType == "message")
    #expect(outbox[0].entityID == id.rawValue)
    #expect(outbox[0].operation == .append)
    let sent = try WireCoding.decoder.decode(Wire.Message.self, from: outbox[0].payload)
    #expect(sent.patientId == RecordID(patient.rawValue))
    #expect(sent.author == "alice")
    #expect(sent.body == message.body)
    #expect(sent.sequence == nil)
    // The store has one outbox: the patient's create waits there too.
    #expect(try await fixture.messages.pendingChangeCount() == 2)
  }

  @Test(arguments: [
    (0.1234567, "10:00:01.123Z"), (0.001, "10:00:01.001Z"), (0.999_999, "10:00:01.999Z"),
    (0.7, "10:00:01.700Z"),
  ])
  func theStoredAndTheSentInstantAreTheSameMillisecond(_ fraction: Double, _ wire: String)
    async throws
  {
    let patient = try await fixture.addPatient()
    fixture.clock.advance(by: fraction)
    try await fixture.send(to: patient)
    let stored = try #require(try await fixture.messages.thread(patientID: patient).first)
    let entry = try #require(try await fixture.outbox().first)
    let payload = try JSONSerialization.jsonObject(with: entry.payload) as? [String: Any]
    #expect(payload?["sentAt"] as? String == "2025-06-15T" + wire)
    let sent = try WireCoding.decoder.decode(Wire.Message.self, from: entry.payload)
    #expect(Self.milliseconds(sent.sentAt) == Self.milliseconds(stored.sentAt))
  }

  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  @Test func aRefusedBodyWritesNothing() async throws {
    let patient = try await fixture.addPatient()
    await #expect(
      throws: RuleViolation(
        field: "body",
        reason: "control character U+001B at character 1 is not allowed (only newline and tab are)"
      )
    ) {
      try await fixture.send("\u{1B}]0;owned\u{7}", to: patient)
    }
    #expect(try await fixture.messageCount() == 0)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func aPatientNotInTheStoreIsNotFoundAndNothingIsWritten() async throws {
    let stranger = Patient.ID()
    await #expect(throws: IDLookupError.notFound(.patient, stranger.uuidString.lowercased())) {
      try await fixture.send(to: stranger)
    }
    #expect(try await fixture.messageCount() == 0)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func aReplyToAMessageOfTheSameThreadIsStored() async throws {
    let patient = try await fixture.addPatient()
    let question = try await fixture.send("Can the doctor come by?", to: patient)
    let answer = try await fixture.send("Tomorrow at 10", to: patient, replyTo: question)
    let thread = try await fixture.messages.thread(patientID: patient)
    #expect(thread.map(\.id) == [question, answer])
    #expect(thread[1].replyTo == question)
  }

  @Test func aReplyToAnotherPatientsMessageIsRefusedAndNothingIsWritten() async throws {
    let zoe = try await fixture.addPatient()
    let marc = try await fixture.addPatient(given: "Marc", family: "Durand")
    let aboutZoe = try await fixture.send(to: zoe)
    let refusal = RuleViolation(
      field: "replyTo",
      reason: "is not a message of this patient's thread"
    )
    await #expect(throws: refusal) {
      try await fixture.send(to: marc, replyTo: aboutZoe)
    }
    await #expect(throws: refusal) {
      try await fixture.send(to: marc, replyTo: Message.ID())
    }
    #expect(try await fixture.messageCount() == 1)
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func theSameMessageSentAgainIsStoredOnce() async throws {
    let patient = try await fixture.addPatient()
    let message = NewMessage(patientID: patient, body: "Dressing changed")
    try await fixture.messages.send(message)
    fixture.clock.advance(by: 60)
    try await fixture.messages.send(message)
    #expect(try await fixture.messageCount() == 1)
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func anotherMessageUnderAUsedIDIsRefused() async throws {
    let patient = try await fixture.addPatient()
    let message = NewMessage(patientID: patient, body: "Dressing changed")
    try await fixture.messages.send(message)
    var other = message
    other.body = "Something else"
    await #expect(
      throws: RuleViolation(field: "id", reason: "is already used by another message")
    ) { try await fixture.messages.send(other) }
    #expect(
      try await fixture.messages.thread(patientID: patient).map(\.body) == [
        "Dressing changed"
      ]
    )
  }

  @Test func aLibraryWithoutANurseCannotSend() async throws {
    let patient = try await fixture.addPatient()
    let nobody = MessageLibrary.live(store: fixture.store, nurse: " ")
    await #expect(throws: RuleViolation.self) {
      try await nobody.send(NewMessage(patientID: patient, body: "Hello"))
    }
    #expect(try await fixture.messageCount() == 0)
  }

  @Test func anAuthorWithAControlCharacterBreaksTheContractAndNothingIsWritten() async throws {
    let patient = try await fixture.addPatient()
    let forged = MessageLibrary.live(store: fixture.store, nurse: "bob\u{1B}[2J")
    let error = await #expect(throws: RuleViolation.self) {
      try await forged.send(NewMessage(patientID: patient, body: "Hello"))
    }
    #expect(error?.field == "author")
    #expect(try await fixture.messageCount() == 0)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func theThreadOfAPatientNotInTheStoreIsNotFound() async throws {
    await #expect(throws: IDLookupError.self) {
      try await fixture.messages.thread(patientID: Patient.ID())
    }
  }
}
