import Foundation
import Testing

@testable import CoreContract

@Suite("Wire records validate")
struct WireValidationTests {
  static let now = Date(timeIntervalSince1970: 1_772_366_400)  // 2026-03-01T12:00:00Z

  static let patient = Wire.Patient(
    id: RecordID(UUID()),
    givenName: "Ada",
    familyName: "Lovelace",
    birthDate: "1950-01-01",
    sex: .female,
    createdAt: now,
    updatedAt: now
  )

  static let wound = Wire.Wound(
    id: RecordID(UUID()),
    patientId: patient.id,
    openedOn: "2026-02-01",
    type: .pressureInjury,
    site: .sacrum,
    stage: .stage2,
    createdAt: now,
    updatedAt: now
  )

  static let assessment = Wire.Assessment(
    id: RecordID(UUID()),
    woundId: wound.id,
    takenAt: now,
    lengthCm: 3.5,
    widthCm: 2,
    tissue: Wire.Assessment.Tissue(epithelial: 10, granulation: 70, slough: 20, necrotic: 0),
    exudate: .light,
    pain: 3
  )

  static let braden = Wire.Braden(
    id: RecordID(UUID()),
    patientId: patient.id,
    assessedAt: now,
    sensoryPerception: 3,
    moisture: 3,
    activity: 2,
    mobility: 2,
    nutrition: 3,
    frictionShear: 2
  )

  private func field(_ record: some TeamRecord) -> String? {
    do {
      try record.validate(today: Self.now)
      return nil
    } catch {
      return error.field
    }
  }

  @Test func theFixturesAreValid() {
    #expect(field(Self.patient) == nil)
    #expect(field(Self.wound) == nil)
    #expect(field(Self.assessment) == nil)
    #expect(field(Self.braden) == nil)
  }

  @Test func aPatientNamesTheFieldAtFault() {
    var patient = Self.patient
    patient.givenName = "A\u{0}da"
    #expect(field(patient) == "givenName")
    patient = Self.patient
    patient.familyName = "  "
    #expect(field(patient) == "familyName")
    patient = Self.patient
    patient.birthDate = "1899-12-31"
    #expect(field(patient) == "birthDate")
    patient = Self.patient
    patient.allergies = ["latex", "pen\u{202E}icillin"]
    #expect(field(patient) == "allergies")
    patient = Self.patient
    patient.notes = "two\nlines"
    #expect(field(patient) == nil)
  }

  @Test func aWoundNamesTheFieldAtFault() {
    var wound = Self.wound
    wound.type = .venousLegUlcer
    #expect(field(wound) == "stage")
    wound.stage = nil
    #expect(field(wound) == nil)
    wound.status = .healed
    #expect(field(wound) == "healedOn")
    wound.healedOn = "2026-02-20"
    #expect(field(wound) == nil)
    // Healed on the day it was opened, not the day before (the app's rule, the server's too).
    wound.healedOn = "2026-02-01"
    #expect(field(wound) == nil)
    wound.healedOn = "2026-01-31"
    #expect(field(wound) == "healedOn")
    wound.healedOn = "2026-02-20"
    wound.openedOn = "1950-02-30"
    #expect(field(wound) == "openedOn")
  }

  @Test func anAssessmentNamesTheFieldAtFault() {
    var assessment = Self.assessment
    assessment.lengthCm = 99999
    #expect(field(assessment) == "lengthCm")
    assessment = Self.assessment
    assessment.widthCm = Decimal(string: "2.25")!
    #expect(field(assessment) == "widthCm")
    assessment = Self.assessment
    assessment.pain = 11
    #expect(field(assessment) == "pain")
    assessment = Self.assessment
    assessment.tissue.slough = 30
    #expect(field(assessment) == "tissue")
    assessment = Self.assessment
    assessment.undermining = .init(clockPosition: 13, depthCm: 1)
    #expect(field(assessment) == "undermining")
    assessment = Self.assessment
    assessment.notes = "ok\u{9B}31m"
    #expect(field(assessment) == "notes")
  }

  @Test func aClosedWoundMeasuresZeroWithNoTissue() {
    var assessment = Self.assessment
    assessment.lengthCm = 0
    assessment.widthCm = 0
    assessment.tissue = .init(epithelial: 0, granulation: 0, slough: 0, necrotic: 0)
    #expect(field(assessment) == nil)
    assessment.widthCm = 1
    #expect(field(assessment) == "lengthCm")
  }

  @Test(arguments: [0, 5])
  func aBradenSubscaleOutOfRangeIsNamed(_ score: Int) {
    var braden = Self.braden
    braden.moisture = score
    #expect(field(braden) == "moisture")
    braden = Self.braden
    braden.frictionShear = score == 5 ? 4 : 0
    #expect(field(braden) == "frictionShear")
  }

  @Test func messagesAndReadMarksNameTheirFields() {
    let message = Wire.Message(
      id: RecordID(UUID()),
      patientId: Self.patient.id,
      author: "alice",
      body: "Turned at 10.\nSkin intact.",
      sentAt: Self.now
    )
    #expect(field(message) == nil)
    var bad = message
    bad.body = " \n "
    #expect(field(bad) == "body")
    bad.body = String(repeating: "a", count: 4001)
    #expect(field(bad) == "body")
    #expect(field(Wire.ReadMark(patientId: Self.patient.id, upToSequence: -1)) == "upToSequence")
  }

  @Test func aPhotoNeedsALowercaseHashAndASize() {
    let hash = String(repeating: "ab", count: 32)
    var photo = Wire.PhotoAttachment(
      id: RecordID(UUID()),
      assessmentId: Self.assessment.id,
      sha256: hash,
      format: PhotoFormat.allCases[0],
      byteCount: 10
    )
    #expect(field(photo) == nil)
    photo.sha256 = hash.uppercased()
    #expect(field(photo) == "sha256")
    photo.sha256 = hash
    photo.byteCount = 0
    #expect(field(photo) == "byteCount")
  }
}
