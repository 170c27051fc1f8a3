import CoreContract
import CoreDatabase
import Foundation
import Testing

@testable import LibPatient

@Suite("Braden assessments")
struct BradenTests {
  @Test(arguments: [
    (6, BradenRisk.veryHigh), (9, .veryHigh), (10, .high), (12, .high), (13, .moderate),
    (14, .moderate), (15, .mild), (18, .mild), (19, .none), (23, .none),
  ])
  func totalAndRiskBandOnTheEdges(total: Int, risk: BradenRisk) async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let scores = BradenScores.adding(to: total)
    try await fixture.library.recordBraden(
      BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: scores)
    )

    let latest = try #require(try await fixture.library.patient(id).latestBraden)
    #expect(latest.total == total)
    #expect(latest.risk == risk)
    #expect(BradenRisk(total: total) == risk)
  }

  @Test func leavesAnAppendEntryCarryingTheWireAssessment() async throws {
    let fixture = try PatientFixture()
    let patientID = try await fixture.addPatient()
    let assessment = BradenAssessment(
      patientID: patientID,
      assessedAt: PatientFixture.start.addingTimeInterval(-3600),
      scores: .middling
    )
    try await fixture.library.recordBraden(assessment)

    let entries = try await fixture.outbox()
    #expect(entries.count == 2)
    let entry = try #require(entries.last)
    #expect(entry.entityType == "braden")
    #expect(entry.entityID == assessment.id.rawValue)
    #expect(entry.operation == .append)
    #expect(entry.baseVersion == nil)
    let payload = try WireCoding.decoder.decode(Wire.Braden.self, from: entry.payload)
    #expect(payload.patientId == RecordID(patientID.rawValue))
    #expect(PatientAdapter.assessment(from: PatientAdapter.record(from: payload)) == assessment)
    #expect(try await fixture.library.bradenHistory(of: patientID) == [assessment])
  }

  /// Charting is traceable to a person: the nurse logged in, unless the caller names one;
  /// the name travels to the team in the wire record.
  @Test func anAssessmentNamesWhoAssessedIt() async throws {
    let fixture = try PatientFixture(author: "anna")
    let patientID = try await fixture.addPatient()
    let mine = BradenAssessment(
      patientID: patientID,
      assessedAt: PatientFixture.start,
      scores: .middling
    )
    try await fixture.library.recordBraden(mine)
    var named = BradenAssessment(
      patientID: patientID,
      assessedAt: PatientFixture.start,
      scores: .middling
    )
    named.assessedBy = " bea "
    try await fixture.library.recordBraden(named)
    let history = try await fixture.library.bradenHistory(of: patientID)
    #expect(Set(history.map(\.assessedBy)) == ["anna", "bea"])
    let payloads = try await fixture.outbox().filter { $0.entityType == "braden" }.map {
      try WireCoding.decoder.decode(Wire.Braden.self, from: $0.payload).assessedBy
    }
    #expect(Set(payloads) == ["anna", "bea"])
    let nobody = try PatientFixture()
    let patient = try await nobody.addPatient()
    try await nobody.library.recordBraden(
      BradenAssessment(patientID: patient, assessedAt: PatientFixture.start, scores: .middling)
    )
    #expect(try await nobody.library.bradenHistory(of: patient).first?.assessedBy == nil)
  }

  @Test func theListDetailAndHistoryShowTheNewestAssessment() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let older = BradenAssessment(
      patientID: id,
      assessedAt: PatientFixture.start.addingTimeInterval(-86_400),
      scores: .adding(to: 20)
    )
    let newer = BradenAssessment(
      patientID: id,
      assessedAt: PatientFixture.start.addingTimeInterval(-3600),
      scores: .adding(to: 11)
    )
    // Recorded out of order: the newest is the latest assessed, not the latest typed.
    try await fixture.library.recordBraden(newer)
    try await fixture.library.recordBraden(older)

    #expect(try await fixture.library.patient(id).latestBraden == newer)
    #expect(try await fixture.library.list().first?.latestBraden == newer)
    #expect(try await fixture.library.bradenHistory(of: id) == [newer, older])
  }

  @Test(arguments: ["sensory", "moisture", "activity", "mobility", "nutrition"])
  func aOneToFourSubscaleTakesOneAndFourAndRefusesZeroAndFive(field: String) async throws {
    let subscales: [String: WritableKeyPath<BradenScores, Int>] = [
      "sensory": \.sensoryPerception, "moisture": \.moisture, "activity": \.activity,
      "mobility": \.mobility, "nutrition": \.nutrition,
    ]
    try await checkRange(
      field: field,
      subscale: subscales[field]!,
      accepted: [1, 4],
      refused: [0, 5]
    )
  }

  @Test func frictionTakesOneAndThreeAndRefusesZeroAndFour() async throws {
    try await checkRange(
      field: "friction",
      subscale: \.frictionShear,
      accepted: [1, 3],
      refused: [0, 4]
    )
  }

  private func checkRange(
    field: String,
    subscale: WritableKeyPath<BradenScores, Int>,
    accepted: [Int],
    refused: [Int]
  ) async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    for value in refused {
      var scores = BradenScores.middling
      scores[keyPath: subscale] = value
      let error = await #expect(throws: RuleViolation.self) {
        try await fixture.library.recordBraden(
          BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: scores)
        )
      }
      #expect(error?.field == field)
    }
    #expect(try await fixture.library.bradenHistory(of: id).isEmpty)
    #expect(try await fixture.outbox().count == 1)
    for value in accepted {
      var scores = BradenScores.middling
      scores[keyPath: subscale] = value
      try await fixture.library.recordBraden(
        BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: scores)
      )
    }
    #expect(try await fixture.library.bradenHistory(of: id).count == accepted.count)
  }

  @Test func anAssessmentMoreThanAMinuteAheadIsRefused() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.library.recordBraden(
        BradenAssessment(
          patientID: id,
          assessedAt: PatientFixture.start.addingTimeInterval(61),
          scores: .middling
        )
      )
    }
    #expect(error?.field == "at")
    #expect(try await fixture.outbox().count == 1)

    // A clock a little ahead of this one is not an error.
    try await fixture.library.recordBraden(
      BradenAssessment(
        patientID: id,
        assessedAt: PatientFixture.start.addingTimeInterval(59),
        scores: .middling
      )
    )
    #expect(try await fixture.library.bradenHistory(of: id).count == 1)
  }

  @Test func anAssessmentOfAnUnknownPatientIsNotFound() async throws {
    let fixture = try PatientFixture()
    let unknown = Patient.ID()
    await #expect(throws: IDLookupError.notFound(.patient, unknown.uuidString.lowercased())) {
      try await fixture.library.recordBraden(
        BradenAssessment(patientID: unknown, assessedAt: PatientFixture.start, scores: .middling)
      )
    }
    await #expect(throws: IDLookupError.self) {
      try await fixture.library.bradenHistory(of: unknown)
    }
    #expect(try await fixture.outbox().isEmpty)
  }
}
