import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// The round's supplies (docs/care-plans.md, "Supplies"): the dressings the changes still due
/// need, counted per product from the plans, over a real store.
@Suite struct RoundSuppliesTests {
  let fixture: WoundFixture
  let advice = SpecialistAdvice(by: "Dr Vascular", on: WoundFixture.day(-1))

  init() throws { fixture = try WoundFixture() }

  func open(_ patient: Patient.ID, at site: BodySite, openedDaysAgo: Int = 7) async throws
    -> Wound.ID
  {
    let id = Wound.ID()
    try await fixture.wounds.open(
      NewWound(
        id: id,
        patientID: patient,
        openedOn: WoundFixture.day(-openedDaysAgo),
        details: WoundDetails(type: .venousLegUlcer, site: site)
      )
    )
    // Assessed today, so the round lists dressings and not assessments.
    try await fixture.assess(id)
    return id
  }

  func plan(
    _ wound: Wound.ID,
    _ change: DressingChangeFrequency,
    primary: String,
    secondary: String? = nil,
    compression: CompressionLevel = .none,
    startsOn: CalendarDate = WoundFixture.day(0)
  ) async throws {
    try await fixture.wounds.setPlan(
      CarePlanDraft(
        woundID: wound,
        startsOn: startsOn,
        primaryDressing: primary,
        secondaryDressing: secondary,
        change: change,
        compression: compression,
        specialistAdvice: compression == .none ? nil : advice
      )
    )
  }

  @Test func overlappingPlansAreCountedPerProductAndCompressionPerLeg() async throws {
    // The fixture's day 0 is Sunday 15 June 2025.
    #expect(WoundFixture.day(0).description == "2025-06-15")
    let ada = try await fixture.addPatient(family: "Ada", address: nil)
    let bea = try await fixture.addPatient(family: "Bea", address: nil)
    // Ada: two wounds on her left leg on one foam (written two ways), one of them under a
    // crepe bandage; full and reduced compression on the same leg take one full bandage.
    // The shin opened first: its plan's spelling of the foam is the one shown.
    let shin = try await open(ada, at: .leftLowerLeg, openedDaysAgo: 8)
    let ankle = try await open(ada, at: .leftMalleolus)
    try await plan(
      shin,
      .everyDays(2),
      primary: "Foam 10x10",
      secondary: "crepe bandage",
      compression: .full
    )
    try await plan(ankle, .everyDays(3), primary: "foam  10X10", compression: .reduced)
    // Bea: a plan on Sundays (today), one on Mondays (not today), one every day already
    // changed today (not due any more), and one every 2 days that fell due two days ago.
    let sacrum = try await open(bea, at: .sacrum, openedDaysAgo: 8)
    let heel = try await open(bea, at: .rightHeel)
    let back = try await open(bea, at: .back)
    let toe = try await open(bea, at: .rightToe)
    try await plan(sacrum, .weekdays([.sunday]), primary: "alginate", secondary: "Foam 10x10")
    try await plan(heel, .weekdays([.monday]), primary: "hydrocolloid", compression: .full)
    try await plan(back, .everyDays(1), primary: "hydrocolloid", startsOn: WoundFixture.day(-3))
    try await fixture.changeDressing(of: [back], patient: bea, at: WoundFixture.start)
    try await plan(toe, .everyDays(2), primary: "Alginate ", startsOn: WoundFixture.day(-2))

    let supplies = try await fixture.wounds.round().supplies
    let lines = supplies.map { "\($0.kind.rawValue) \($0.product) ×\($0.count)" }
    #expect(
      lines == [
        "primary alginate ×2", "primary Foam 10x10 ×2", "secondary crepe bandage ×1",
        "secondary Foam 10x10 ×1", "compression full compression ×1",
      ]
    )
    // The wounds each line is for (in the round's order; a patient's wounds by opening).
    #expect(Set(supplies[0].woundIDs) == [sacrum, toe])
    #expect(Set(supplies[1].woundIDs) == [shin, ankle])
    #expect(Set(supplies[4].woundIDs) == [shin, ankle])
  }

  @Test func aRoundWithNoDressingChangeDueNeedsNothing() async throws {
    let patient = try await fixture.addPatient(family: "Ada", address: nil)
    let wound = try await open(patient, at: .sacrum)
    try await plan(wound, .weekdays([.monday]), primary: "foam")
    #expect(try await fixture.wounds.round().supplies.isEmpty)
    // Monday's round needs the foam.
    let monday = try await fixture.wounds.round(on: WoundFixture.day(1)).supplies
    #expect(monday.map(\.product) == ["foam"])
  }

  @Test func eachLegOfEachPatientTakesItsOwnCompression() {
    let ada = Patient.ID()
    let bea = Patient.ID()
    func need(_ patient: Patient.ID, _ site: BodySite, _ level: CompressionLevel)
      -> DressingChangeNeed
    {
      DressingChangeNeed(
        patientID: patient,
        woundID: Wound.ID(),
        site: site,
        primaryDressing: "foam",
        secondaryDressing: nil,
        compression: level
      )
    }
    let bilateral = BodySite.bilateralLowerLeg
    let lines = RoundSuppliesRule.supplies(for: [
      need(ada, bilateral, .reduced),  // both her legs
      need(ada, .rightHeel, .full),  // her right leg again, now full
      need(bea, .leftLowerLeg, .reduced),  // another patient's left leg
      need(bea, .sacrum, .full),  // off the legs: no compression
    ])
    #expect(
      lines.map { "\($0.kind.rawValue) \($0.product) ×\($0.count)" } == [
        "primary foam ×4", "compression reduced compression ×2",
        "compression full compression ×1",
      ]
    )
  }
}
