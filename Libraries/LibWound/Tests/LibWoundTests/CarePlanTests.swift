import CoreContract
import CoreSync
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// A wound's care plan: one per open wound, created then changed field by field.
@Suite struct CarePlanTests {
  @Test func aNewPlanIsStoredWithACreateEntryAndReadBack() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    try await fixture.wounds.setPlan(
      CarePlanDraft(
        woundID: wound,
        cleansing: "  saline  ",
        primaryDressing: "alginate",
        secondaryDressing: "foam",
        change: .weekdays([.thursday, .monday]),
        referringNurse: "Claire"
      )
    )
    let plan = try #require(try await fixture.wounds.plan(of: wound))
    #expect(plan.cleansing == "saline")
    #expect(plan.change == .weekdays([.monday, .thursday]))
    #expect(plan.assessEveryDays == 7)
    #expect(plan.startsOn == WoundFixture.day(0))
    let entries = try await fixture.outbox().filter { $0.entityType == "care-plan" }
    #expect(entries.map(\.operation) == [.create])
  }

  @Test func anEditQueuesOnlyTheFieldsThatChangedAndKeepsTheStartDay() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    try await fixture.plan(wound, .everyDays(3), startsOn: WoundFixture.day(-2))
    var draft = CarePlanDraft(try #require(try await fixture.wounds.plan(of: wound)))
    draft.startsOn = nil
    draft.change = .everyDays(2)
    try await fixture.wounds.setPlan(draft)
    let entries = try await fixture.outbox().filter { $0.entityType == "care-plan" }
    #expect(entries.map(\.operation) == [.create, .update])
    let patch = try WireCoding.decoder.decode(Wire.RecordPatch.self, from: entries[1].payload)
    #expect(patch.changes.map(\.field) == ["dressingChange"])
    #expect(try await fixture.wounds.plan(of: wound)?.startsOn == WoundFixture.day(-2))
    // The same plan again writes nothing.
    try await fixture.wounds.setPlan(draft)
    #expect(try await fixture.outbox().filter { $0.entityType == "care-plan" }.count == 2)
  }

  @Test func aHealedWoundIsNotPlannedAndNothingIsWritten() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-3))
    try await fixture.wounds.markHealed(wound)
    await #expect(throws: RuleViolation.self) { try await fixture.plan(wound) }
    #expect(try await fixture.count("care_plan") == 0)
    let unknown = Wound.ID()
    await #expect(throws: WoundLookupError.woundNotFound(unknown)) {
      try await fixture.plan(unknown)
    }
  }

  @Test(arguments: [
    (DressingChangeFrequency.everyDays(0), "alginate", "dressingChange"),
    (.everyDays(61), "alginate", "dressingChange"),
    (.weekdays([]), "alginate", "dressingChange"),
    (.everyDays(2), "   ", "primaryDressing"),
    (.everyDays(2), "algi\u{1B}[2Jnate", "primaryDressing"),
  ])
  func aPlanBreakingARuleIsRefusedNamingTheField(
    change: DressingChangeFrequency,
    primary: String,
    field: String
  ) async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let draft = CarePlanDraft(woundID: wound, primaryDressing: primary, change: change)
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.setPlan(draft)
    }
    #expect(refusal?.field == field)
    #expect(try await fixture.count("care_plan") == 0)
    #expect(try await fixture.outbox().isEmpty == false)  // the wound's own create
    #expect(try await fixture.outbox().allSatisfy { $0.entityType == "wound" })
  }

  @Test func anAssessmentIntervalOutOfRangeIsRefused() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.plan(wound, assessEveryDays: 0)
    }
    #expect(refusal?.field == "assessEveryDays")
  }
}
