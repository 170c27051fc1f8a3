import Foundation
import LibPatient
import Testing

@testable import LibWound

/// A patient merged into another (LibPatient's `merge`): her wounds, their assessments and
/// her visits, made before the merge or arriving after it under her id, are read under the
/// kept patient, and the round has one entry, the kept patient's.
@Suite struct MergedPatientWoundTests {
  @Test func herWoundsAreTheKeptPatientsAndAWoundAddedUnderHerLaterToo() async throws {
    let fixture = try WoundFixture()
    let keep = try await fixture.addPatient()
    let other = try await fixture.addPatient()
    let kept = try await fixture.openWound(patient: keep)
    let hers = try await fixture.openWound(patient: other)
    try await fixture.patients.merge(other, into: keep)
    // A colleague who had not heard of the merge assesses her wound under her id.
    try await fixture.assess(hers, daysAfterStart: 0)

    let wounds = try await fixture.wounds.wounds(of: keep)
    #expect(Set(wounds.map(\.id)) == [kept, hers])
    #expect(try await fixture.wounds.wounds(of: other).map(\.id) == wounds.map(\.id))
    #expect(try await fixture.wounds.wound(hers).assessments.count == 1)
  }

  @Test func theRoundHasOneEntryTheKeptPatientsWithBothWounds() async throws {
    let fixture = try WoundFixture()
    let keep = try await fixture.addPatient()
    let other = try await fixture.addPatient()
    let kept = try await fixture.openWound(patient: keep, openedOn: WoundFixture.day(-10))
    let hers = try await fixture.openWound(patient: other, openedOn: WoundFixture.day(-10))
    try await fixture.patients.merge(other, into: keep)

    let round = try await fixture.wounds.round()
    #expect(round.entries.map(\.patientID) == [keep])
    let woundIDs = Set(round.entries.flatMap(\.reasons).compactMap(\.woundID))
    #expect(woundIDs == [kept, hers])
  }

  @Test func herVisitsAreTheKeptPatients() async throws {
    let fixture = try WoundFixture()
    let keep = try await fixture.addPatient()
    let other = try await fixture.addPatient()
    let hers = try await fixture.openWound(patient: other)
    try await fixture.changeDressing(of: [hers], patient: other, at: fixture.clock.now())
    try await fixture.patients.merge(other, into: keep)

    let visits = try await fixture.wounds.visits(of: keep)
    #expect(visits.map(\.patientID) == [other])
  }
}
