import CoreContract
import Foundation
import Testing

@testable import LibMessage

/// `messages(sentAfter:)`: what a handover adds to each patient's changes (docs/care-plans.md
/// "Handover"), every patient's, strictly after the instant, oldest first.
@Suite struct MessagesSentAfterTests {
  @Test func itListsEveryPatientsMessagesSentAfterTheInstantOldestFirst() async throws {
    let fixture = try MessageFixture()
    let marie = try await fixture.addPatient()
    let paul = try await fixture.addPatient(given: "Paul", family: "Martin")
    try await fixture.pull([
      fixture.colleagueMessage(marie, sequence: 1, minutes: 5),
      fixture.colleagueMessage(paul, sequence: 2, minutes: 20),
      fixture.colleagueMessage(marie, sequence: 3, minutes: 10),
    ])
    let after = try await fixture.messages.messages(
      sentAfter: MessageFixture.start.addingTimeInterval(5 * 60)
    )
    #expect(after.map(\.patientID) == [marie, paul])
    #expect(after.map(\.author) == ["bob", "bob"])
  }
}
