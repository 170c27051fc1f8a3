import Foundation
import Testing

@testable import CoreContract

/// What a record names beside its parent (`TeamRecord.links`) and its rule against its parent
/// (`validate(parent:)`) are declared once, by the record: the server and the app read them.
@Suite("Links and rules against the parent")
struct RecordLinkTests {
  typealias Fixture = WireValidationTests
  static let patient = Fixture.patient.id
  static let wound = Fixture.wound.id

  @Test func aReplyLinksToAMessageOfItsPatient() {
    let replied = RecordID(UUID())
    var message = Wire.Message(
      id: RecordID(UUID()),
      patientId: Self.patient,
      author: "anna",
      body: "seen",
      sentAt: Fixture.now
    )
    #expect(message.links.isEmpty)
    message.replyTo = replied
    #expect(
      message.links == [
        RecordLink(
          field: "replyTo",
          type: Wire.Message.type,
          ids: [replied],
          scope: .patient(Self.patient)
        )
      ]
    )
  }

  @Test func aCorrectionLinksToAnAssessmentOfItsWound() {
    var correction = Fixture.assessment
    #expect(correction.links.isEmpty)
    correction.supersedes = Fixture.assessment.id
    let wound = RecordReference(Wire.Wound.type, Self.wound)
    #expect(
      correction.links == [
        RecordLink(
          field: "supersedes",
          type: Wire.Assessment.type,
          ids: [Fixture.assessment.id],
          scope: .parent(wound)
        )
      ]
    )
  }

  @Test func aVisitLinksToItsPatientsWoundsAssessmentsBradensAndTheVisitItVoids() {
    let (woundID, assessmentID, bradenID) = (RecordID(UUID()), RecordID(UUID()), RecordID(UUID()))
    let visit = Wire.Visit(
      id: RecordID(UUID()),
      patientId: Self.patient,
      visitedAt: Fixture.now,
      dressingsChanged: [woundID],
      assessments: [assessmentID],
      bradens: [bradenID]
    )
    #expect(visit.links.map(\.field) == ["dressingsChanged", "assessments", "bradens"])
    #expect(visit.links.map(\.type) == [Wire.Wound.type, Wire.Assessment.type, Wire.Braden.type])
    #expect(visit.links.allSatisfy { $0.scope == .patient(Self.patient) })
    let void = Wire.Visit(
      id: RecordID(UUID()),
      patientId: Self.patient,
      visitedAt: Fixture.now,
      voids: visit.id
    )
    #expect(
      void.links == RecordLink.single("voids", Wire.Visit.type, visit.id, .patient(Self.patient))
    )
    #expect(Wire.Visit(id: visit.id, patientId: Self.patient, visitedAt: Fixture.now).links.isEmpty)
  }

  @Test func aLinkIsCheckedAgainstItsTargetsPatientOrParent() throws {
    let reply = RecordLink(
      field: "replyTo",
      type: Wire.Message.type,
      ids: [RecordID(UUID())],
      scope: .patient(Self.patient)
    )
    let thread = RecordReference(Wire.Patient.type, Self.patient)
    try reply.check(LinkTarget(patientID: Self.patient, parent: thread))
    let other = RecordID(UUID())
    let refusals = [
      nil, LinkTarget(patientID: other, parent: RecordReference(Wire.Patient.type, other)),
    ]
    for target in refusals {
      #expect(throws: RuleViolation(field: "replyTo", reason: "names no message of this patient")) {
        try reply.check(target)
      }
    }
    let wound = RecordReference(Wire.Wound.type, Self.wound)
    let correction = RecordLink(
      field: "supersedes",
      type: Wire.Assessment.type,
      ids: [RecordID(UUID())],
      scope: .parent(wound)
    )
    try correction.check(LinkTarget(patientID: Self.patient, parent: wound))
    let otherWound = LinkTarget(
      patientID: Self.patient,
      parent: RecordReference(Wire.Wound.type, other)
    )
    #expect(throws: RuleViolation(field: "supersedes", reason: "names no assessment of this wound"))
    {
      try correction.check(otherWound)
    }
  }

  @Test func anAssessmentIsNotTakenBeforeItsWoundWasOpened() throws {
    // The fixture's wound was opened on 2026-02-01.
    var assessment = Fixture.assessment
    try assessment.validate(parent: Fixture.wound)
    assessment.takenAt = Date(timeIntervalSince1970: 1_769_850_000)  // 2026-01-31T09:00:00Z
    #expect(throws: RuleViolation(field: "takenAt", reason: "is before the wound was opened")) {
      try assessment.validate(parent: Fixture.wound)
    }
    // 2026-01-31T10:30Z is already 2026-02-01 at UTC+14: the server, which knows no nurse's
    // zone, accepts it; a nurse in Paris took it the day before.
    assessment.takenAt = Date(timeIntervalSince1970: 1_769_855_400)
    try assessment.validate(parent: Fixture.wound)
    let opened = try #require(CalendarDate("2026-02-01"))
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    #expect(throws: RuleViolation(field: "at", reason: "is before the wound was opened")) {
      try Wire.Assessment.takenOnOrAfter(opened, assessment.takenAt, in: paris, field: "at")
    }
    // A rule against a wound says nothing of another parent.
    try assessment.validate(parent: Fixture.patient)
  }
}
