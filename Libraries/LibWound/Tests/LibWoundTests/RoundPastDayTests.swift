import Foundation
import LibPatient
import Testing

@testable import LibWound

/// The round of a past day is that day's (docs/care-plans.md): a wound healed since still
/// stands on the rounds of the days it was open, and leaves the round from the day it heals.
@Suite struct RoundPastDayTests {
  @Test func aWoundHealedLaterStandsOnTheRoundsOfTheDaysItWasOpen() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient(family: "Healed", address: nil)
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-20))
    try await fixture.assess(wound, daysAfterStart: -18)
    try await fixture.wounds.markHealed(wound, on: WoundFixture.day(-3))

    // The day before it healed: still open, its assessment overdue (7 days after the last).
    let before = try await fixture.wounds.round(on: WoundFixture.day(-4))
    #expect(before.entries.map(\.familyName) == ["Healed"])
    #expect(
      before.entries.first?.reasons.contains {
        if case .assessment(wound, _, _) = $0 { return true } else { return false }
      } == true
    )
    // The day it healed, and after: gone from the round.
    #expect(try await fixture.wounds.round(on: WoundFixture.day(-3)).entries.isEmpty)
    #expect(try await fixture.wounds.round().entries.isEmpty)
  }

  @Test func itsPlanStillCountsOnThoseDays() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient(family: "Planned", address: nil)
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-10))
    try await fixture.assess(wound, daysAfterStart: -5)
    try await fixture.plan(
      wound,
      .everyDays(2),
      startsOn: WoundFixture.day(-10),
      assessEveryDays: 30
    )
    try await fixture.wounds.markHealed(wound, on: WoundFixture.day(-1))

    let reasons = try await fixture.wounds.round(on: WoundFixture.day(-2)).entries.first?.reasons
    #expect(reasons?.contains { $0.description.hasPrefix("dressing") } == true, "\(reasons ?? [])")
    #expect(try await fixture.wounds.round(on: WoundFixture.day(-1)).entries.isEmpty)
  }
}
