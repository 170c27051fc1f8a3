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
    let id = UUID()
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
}
