import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibMessage

/// A patient merged into another (LibPatient's `merge`): her messages, before the merge or
/// pulled after it from a colleague who had not heard of it, are in the kept patient's thread
/// and one inbox entry; marking that thread read reads them all.
@Suite struct MergedThreadTests {
  @Test func herMessagesAreInTheKeptPatientsThreadAndInboxEntry() async throws {
    let fixture = try MessageFixture()
    let keep = try await fixture.addPatient(given: "Zoë")
    let other = Patient.ID()
    let twin = PatientDetails(
      givenName: "Zoe",
      familyName: "Dupont",
      birthDate: CalendarDate(year: 1941, month: 3, day: 9)!
    )
    try await fixture.patients.add(NewPatient(id: other, details: twin, notADuplicate: true))
    try await fixture.pull([
      fixture.colleagueMessage(keep, sequence: 1, minutes: -30),
      fixture.colleagueMessage(other, sequence: 2, minutes: -20),
    ])
    try await fixture.patients.merge(other, into: keep)
    // A colleague offline wrote under the merged-away patient: it arrives after the merge.
    try await fixture.pull([fixture.colleagueMessage(other, sequence: 3, minutes: -10)])

    let thread = try await fixture.messages.thread(patientID: keep)
    #expect(thread.map(\.patientID) == [keep, other, other])
    #expect(try await fixture.messages.thread(patientID: other) == thread)

    let inbox = try await fixture.messages.inbox()
    #expect(inbox.map(\.patientID) == [keep])
    #expect(inbox.first?.givenName == "Zoë")
    #expect(inbox.first?.unreadCount == 3)
    #expect(inbox.first?.lastMessage.patientID == other, "the newest of both threads")

    try await fixture.messages.markThreadRead(patientID: keep)
    #expect(try await fixture.messages.inbox().first?.unreadCount == 0)
    let marks = try await fixture.outbox().filter { $0.entityType == Wire.ReadMark.type.rawValue }
    #expect(
      Set(marks.map(\.entityID)) == [keep.rawValue, other.rawValue],
      "each thread's mark moves"
    )
  }
}
