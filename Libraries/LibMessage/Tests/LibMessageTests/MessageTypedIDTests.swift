import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibMessage

/// A message's id and its thread's patient id are typed (`Message.ID`, `Patient.ID`): the
/// compiler keeps one from being passed for the other. What a test can check is the one place
/// that converts (CoreDatabase's `TypedStoredID` and the adapter): each comes back as it went in.
@Suite("Typed message ids")
struct MessageTypedIDTests {
  @Test func eachIdComesBackFromTheStoreAndTheWireUnchanged() async throws {
    let fixture = try MessageFixture()
    let patient = try await fixture.addPatient()
    let first = try await fixture.send("Dressing changed", to: patient)
    let answer = try await fixture.send("Seen", to: patient, replyTo: first)

    let thread = try await fixture.messages.thread(patientID: patient)
    #expect(thread.map(\.id) == [first, answer])
    #expect(thread.map(\.patientID) == [patient, patient])
    #expect(thread.last?.replyTo == first)
    #expect(try await fixture.messages.inbox().map(\.patientID) == [patient])
    let typed = String(answer.uuidString.prefix(8))
    #expect(try await fixture.messages.resolveMessageID(typed) == answer)
    let message = try #require(thread.last)
    #expect(MessageAdapter.message(from: MessageAdapter.wire(from: message)) == message)
  }
}
