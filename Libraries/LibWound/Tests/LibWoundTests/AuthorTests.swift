import CoreContract
import Foundation
import Testing

@testable import LibWound

/// Charting is traceable to a person: what a nurse records on her device names her, unless
/// the caller names someone.
@Suite struct AuthorTests {
  @Test func anAssessmentAndAVisitNameTheNurseLoggedIn() async throws {
    let fixture = try WoundFixture(author: "anna")
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    let assessment = try await fixture.assess(wound)
    try await fixture.wounds.record(NewVisit(patientID: patient, assessments: [assessment]))
    let detail = try await fixture.wounds.wound(wound)
    #expect(detail.assessments.first?.assessment.takenBy == "anna")
    #expect(try await fixture.wounds.visits(of: patient).first?.visitedBy == "anna")
  }

  @Test func aNamedAuthorWinsAndNobodyLoggedInLeavesItUnknown() async throws {
    let fixture = try WoundFixture(author: "anna")
    let wound = try await fixture.openWound()
    let id = Assessment.ID()
    try await fixture.wounds.record(
      NewAssessment(
        id: id,
        woundID: wound,
        takenAt: WoundFixture.start,
        takenBy: "bea",
        findings: .sample(length: 30, width: 20)
      )
    )
    #expect(try await fixture.wounds.wound(wound).assessments.first?.assessment.takenBy == "bea")

    let offline = try WoundFixture()
    let unsigned = try await offline.openWound()
    try await offline.assess(unsigned)
    let shown = try await offline.wounds.wound(unsigned).assessments.first?.assessment
    #expect(shown != nil && shown?.takenBy == nil, "nobody logged in: no name made up")
  }

  @Test func aPlanNamesWhoWroteItAndWhoLastChangedItWithoutSendingTheName() async throws {
    let fixture = try WoundFixture(author: "anna")
    let wound = try await fixture.openWound()
    try await fixture.plan(wound)
    let written = try #require(try await fixture.wounds.plan(of: wound))
    #expect(written.updatedBy == "anna")
    #expect(written.updatedAt == WoundFixture.start)

    // Bea changes it on the same device an hour later: the plan names her, at that time.
    fixture.clock.advance(seconds: 3600)
    let bea = WoundLibrary.live(store: fixture.store, now: fixture.clock.now, author: { "bea" })
    var draft = CarePlanDraft(written)
    draft.secondaryDressing = "foam"
    try await bea.setPlan(draft)
    let changed = try #require(try await fixture.wounds.plan(of: wound))
    #expect(changed.updatedBy == "bea")
    #expect(changed.updatedAt == WoundFixture.start.addingTimeInterval(3600))
    // The server stamps the author of a change: the patch carries the plan's fields only.
    let entries = try await fixture.outbox().filter { $0.entityType == "care-plan" }
    let patch = try WireCoding.decoder.decode(Wire.RecordPatch.self, from: entries[1].payload)
    #expect(patch.changes.map(\.field) == ["secondaryDressing"])

    // Saving it unchanged is no change: it keeps naming bea.
    try await fixture.wounds.setPlan(draft)
    #expect(try await fixture.wounds.plan(of: wound)?.updatedBy == "bea")
  }
}
