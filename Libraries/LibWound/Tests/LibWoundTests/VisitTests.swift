import CoreContract
import CoreSync
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// Visits: append-only, naming only the patient's own wounds, assessments and Bradens.
@Suite struct VisitTests {
  @Test func aVisitIsStoredWithItsItemsAndAnAppendEntry() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    let assessment = try await fixture.assess(wound)
    let braden = BradenAssessment.ID()
    try await fixture.patients.recordBraden(
      BradenAssessment(
        id: braden,
        patientID: patient,
        assessedAt: WoundFixture.start,
        scores: BradenScores(
          sensoryPerception: 3,
          moisture: 3,
          activity: 2,
          mobility: 2,
          nutrition: 3,
          frictionShear: 2
        )
      )
    )
    let visit = NewVisit(
      patientID: patient,
      dressingsChanged: [wound, wound],
      assessments: [assessment],
      bradens: [braden],
      note: " dressing held well "
    )
    try await fixture.wounds.record(visit)
    let stored = try #require(try await fixture.wounds.visits(of: patient).first)
    #expect(stored.dressingsChanged == [wound])
    #expect(stored.assessments == [assessment])
    #expect(stored.bradens == [braden])
    #expect(stored.note == "dressing held well")
    #expect(stored.visitedAt == WoundFixture.start)
    let entries = try await fixture.outbox().filter { $0.entityType == "visit" }
    #expect(entries.map(\.operation) == [.append])
    await #expect(throws: RuleViolation.self) { try await fixture.wounds.record(visit) }
  }

  @Test func anotherPatientsWoundOrAssessmentIsRefusedNamingTheField() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let otherWound = try await fixture.openWound()
    let otherAssessment = try await fixture.assess(otherWound)
    let dressing = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(NewVisit(patientID: patient, dressingsChanged: [otherWound]))
    }
    #expect(dressing?.field == "dressing")
    let assessment = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(NewVisit(patientID: patient, assessments: [otherAssessment]))
    }
    #expect(assessment?.field == "assessment")
    let braden = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewVisit(patientID: patient, bradens: [BradenAssessment.ID()])
      )
    }
    #expect(braden?.field == "braden")
    #expect(try await fixture.count("visit") == 0)
    #expect(try await fixture.count("visit_item") == 0)
  }

  @Test func aLongNoteAFutureVisitAndAnUnknownPatientAreRefused() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let long = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewVisit(patientID: patient, note: String(repeating: "a", count: 501))
      )
    }
    #expect(long?.field == "note")
    let control = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(NewVisit(patientID: patient, note: "ok\u{7}"))
    }
    #expect(control?.field == "note")
    let future = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewVisit(patientID: patient, visitedAt: WoundFixture.start.addingTimeInterval(3600))
      )
    }
    #expect(future?.field == "at")
    let unknown = Patient.ID()
    await #expect(throws: WoundLookupError.patientNotFound(unknown)) {
      try await fixture.wounds.record(NewVisit(patientID: unknown))
    }
    #expect(try await fixture.count("visit") == 0)
  }

  @Test func theDaysUnlinkedAssessmentsAreWhatAVisitFromTheRoundLinks() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-9))
    _ = try await fixture.assess(wound, daysAfterStart: -8)
    let today = try await fixture.assess(wound, daysAfterStart: -0.1)
    var linkable = try await fixture.wounds.linkableRecords(of: patient)
    #expect(linkable.map(\.id) == [.assessment(today)])
    #expect(linkable.map(\.isLinked) == [false])
    try await fixture.wounds.record(NewVisit(patientID: patient, assessments: [today]))
    linkable = try await fixture.wounds.linkableRecords(of: patient)
    #expect(linkable.map(\.isLinked) == [true])
  }
}
