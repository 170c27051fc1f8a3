import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// A care plan's compression through the library, over a real store holding the patient's
/// ABPI (LibPatient's): refused without a recent ABPI that allows it, kept with a
/// specialist's advice, and "ABPI due" on the round and in the alerts once it goes stale.
@Suite struct CompressionPlanTests {
  /// The patient's ABPI with her left leg's index `hundredths` / 100, `daysAgo` days ago.
  func measure(_ fixture: WoundFixture, patient: Patient.ID, _ hundredths: Int, daysAgo: Double)
    async throws
  {
    try await fixture.patients.recordABPI(
      ABPIMeasurement(
        patientID: patient,
        measuredAt: fixture.clock.now().addingTimeInterval(-daysAgo * 86_400),
        brachial: ArmPressures(left: 100, right: nil),
        left: AnklePressures(dorsalisPedis: hundredths, posteriorTibial: nil),
        right: nil
      )
    )
  }

  func draft(
    _ wound: Wound.ID,
    _ level: CompressionLevel,
    advice: SpecialistAdvice? = nil
  ) -> CarePlanDraft {
    CarePlanDraft(
      woundID: wound,
      primaryDressing: "foam",
      change: .everyDays(3),
      compression: level,
      specialistAdvice: advice
    )
  }

  @Test func compressionWithoutAnABPIIsRefusedNamingCompressionAndNothingIsWritten() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    await #expect {
      try await fixture.wounds.setPlan(draft(wound, .full))
    } throws: { error in
      let violation = error as? RuleViolation
      return violation?.field == "compression"
        && violation?.reason.contains("none is recorded") == true
    }
    #expect(try await fixture.count("care_plan") == 0)
    #expect(try await fixture.outbox().filter { $0.entityType == "care-plan" }.isEmpty)
  }

  @Test func aRecentABPIThatAllowsItKeepsTheCompression() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    try await measure(fixture, patient: patient, 91, daysAgo: 20)
    try await fixture.wounds.setPlan(draft(wound, .full))
    let plan = try #require(try await fixture.wounds.plan(of: wound))
    #expect(plan.compression == .full)
    #expect(plan.specialistAdvice == nil)
  }

  @Test func anArterialLegTakesCompressionOnlyWithASpecialistsAdviceWhichIsKept() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    try await measure(fixture, patient: patient, 68, daysAgo: 2)
    await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.setPlan(draft(wound, .reduced))
    }
    let advice = SpecialistAdvice(by: "Dr Okafor", on: WoundFixture.day(-1))
    try await fixture.wounds.setPlan(draft(wound, .reduced, advice: advice))
    let plan = try #require(try await fixture.wounds.plan(of: wound))
    #expect(plan.compression == .reduced)
    #expect(plan.specialistAdvice == advice)
  }

  @Test func aSiteOffTheLegsIsRefusedEvenWithAdvice() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let sacrum = Wound.ID()
    try await fixture.wounds.open(
      NewWound(
        id: sacrum,
        patientID: patient,
        details: WoundDetails(type: .pressureInjury, site: .sacrum, stage: .stage2)
      )
    )
    let advice = SpecialistAdvice(by: "Dr Okafor", on: WoundFixture.day(0))
    await #expect(
      throws: RuleViolation(
        field: "compression",
        reason: "applies to a wound on a leg; sacrum is not on a leg"
      )
    ) {
      try await fixture.wounds.setPlan(draft(sacrum, .full, advice: advice))
    }
  }

  @Test func aStaleABPIIsDueOnTheRoundAndInTheAlertsButNeverStopsAnEdit() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    try await measure(fixture, patient: patient, 95, daysAgo: 80)
    try await fixture.wounds.setPlan(draft(wound, .full))
    let reasons = { try await fixture.wounds.round().entries.first?.reasons ?? [] }
    #expect(!(try await reasons()).contains(.abpiDue(woundID: wound, site: .leftLowerLeg)))
    #expect(!(try await fixture.wounds.alerts()).contains { $0.isABPIDue })

    fixture.clock.advance(days: 5)
    #expect(try await reasons().contains(.abpiDue(woundID: wound, site: .leftLowerLeg)))
    let alert = try #require(try await fixture.wounds.alerts().first { $0.id == wound })
    #expect(alert.isABPIDue && alert.needsAttention)

    // The dressing changes; the compression stays, its ABPI still due.
    var edit = CarePlanDraft(try #require(try await fixture.wounds.plan(of: wound)))
    edit.primaryDressing = "alginate"
    try await fixture.wounds.setPlan(edit)
    #expect(try await fixture.wounds.plan(of: wound)?.primaryDressing == "alginate")

    try await measure(fixture, patient: patient, 95, daysAgo: 0)
    #expect(!(try await reasons()).contains(.abpiDue(woundID: wound, site: .leftLowerLeg)))
  }
}
