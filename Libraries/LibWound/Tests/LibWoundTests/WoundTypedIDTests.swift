import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// A wound's and an assessment's ids are typed (`Wound.ID`, `Assessment.ID`), and a visit names
/// what it links by a typed case (`VisitItemID`): the compiler keeps one from being passed for
/// another. What a test can check is the one place that converts (CoreDatabase's
/// `TypedStoredID` and the adapters): each comes back as it went in.
@Suite("Typed wound ids")
struct WoundTypedIDTests {
  @Test func eachIdComesBackFromTheStoreAndTheWireUnchanged() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    let first = try await fixture.assess(wound, daysAfterStart: -0.2)
    let correction = try await fixture.assess(wound, daysAfterStart: -0.1, supersedes: first)

    let detail = try await fixture.wounds.wound(wound)
    #expect(detail.wound.id == wound)
    #expect(detail.assessments.map(\.assessment.id) == [first, correction])
    #expect(detail.assessments.map(\.assessment.woundID) == [wound, wound])
    #expect(detail.assessments.first?.supersededBy == correction)
    #expect(try await fixture.wounds.resolveWoundID(String(wound.uuidString.prefix(8))) == wound)
    let typed = String(correction.uuidString.prefix(8))
    #expect(try await fixture.wounds.resolveAssessmentID(typed) == correction)
    #expect(try WoundAdapter.wound(from: WoundAdapter.wire(from: detail.wound)) == detail.wound)
    let assessment = try #require(detail.assessments.last?.assessment)
    #expect(AssessmentAdapter.wire(from: assessment).supersedes == RecordID(first.rawValue))

    let linkable = try await fixture.wounds.linkableRecords(of: patient)
    #expect(linkable.map(\.id) == [.assessment(correction)])
    try await fixture.wounds.record(
      NewVisit(patientID: patient, dressingsChanged: [wound], assessments: [correction])
    )
    let visit = try #require(try await fixture.wounds.visits(of: patient).first)
    #expect(visit.dressingsChanged == [wound] && visit.assessments == [correction])
  }
}
