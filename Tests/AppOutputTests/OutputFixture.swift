import CoreContract
import CoreDatabase
import Foundation
import LibPatient
import LibWound

@testable import NurseApp

/// A store with one patient (every detail, a Braden) and her wounds with a history: an
/// assessment with every finding, a plain one and a correction of it, and a wound never
/// assessed since it was opened weeks ago (overdue, an alert).
struct OutputFixture {
  let store: Store
  let patients: PatientLibrary
  let wounds: WoundLibrary
  let patientID = Patient.ID()
  let woundID = Wound.ID()
  static let now = Date(timeIntervalSince1970: 1_760_000_000)
  /// A patient's and a note's text: quotes, a backslash and a slash, accents.
  static let notes = "a note, \"quoted\", back\\slash / slash, Zoë"

  @MainActor init() async throws {
    store = try Store.inMemory(migrations: AppEnvironment.migrations)
    patients = .live(store: store, now: { Self.now })
    wounds = .live(
      store: store,
      photosDirectory: FileManager.default.temporaryDirectory,
      now: { Self.now },
      author: { "anna" }
    )
    try await addPatient()
    var details = WoundDetails(
      type: .pressureInjury,
      site: .sacrum,
      clockPosition: 6,
      description: "Sacrum, \"stage 2\"",
      stage: .stage2
    )
    // Every free text of the details holds a value, a new one too, so each key is printed.
    for text in WoundDetails.texts where text.value(in: details) == nil {
      details[keyPath: text.field] = "the \(text.name)"
    }
    try await wounds.open(
      NewWound(
        id: woundID,
        patientID: patientID,
        openedOn: CalendarDate(year: 2025, month: 9, day: 1),
        details: details
      )
    )
    try await wounds.open(
      NewWound(
        patientID: patientID,
        openedOn: CalendarDate(year: 2025, month: 8, day: 1),
        details: WoundDetails(type: .venousLegUlcer, site: .leftHeel)
      )
    )
    try await assess()
  }

  private func addPatient() async throws {
    try await patients.add(
      NewPatient(
        id: patientID,
        details: PatientDetails(
          givenName: "Zoë",
          familyName: "Dupont \"la Grande\"",
          birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
          sex: .female,
          address: "3 rue \\ des Lilas / bis",
          phone: "+33 6 12 34 56 78",
          identifier: "FR-1",
          physicianName: "Dr Martin",
          physicianPhone: "+33 1 23 45 67 89",
          allergies: ["latex", "iode"],
          notes: Self.notes
        )
      )
    )
    try await patients.recordPhotoConsent(
      .given(on: CalendarDate(year: 2025, month: 9, day: 1)!, by: "her daughter", scope: .sharing),
      for: patientID
    )
    try await patients.recordBraden(
      BradenAssessment(
        patientID: patientID,
        assessedAt: Self.now.addingTimeInterval(-3_600),
        scores: BradenScores(
          sensoryPerception: 3,
          moisture: 2,
          activity: 2,
          mobility: 3,
          nutrition: 3,
          frictionShear: 2
        ),
        assessedBy: "anna"
      )
    )
  }

  private func assess() async throws {
    let day: TimeInterval = 86_400
    try await wounds.record(
      NewAssessment(
        woundID: woundID,
        takenAt: Self.now.addingTimeInterval(-20 * day + 0.75),
        takenBy: "anna",
        findings: AssessmentFindings(
          length: Centimetres(tenths: 43),
          width: Centimetres(tenths: 31),
          depth: Centimetres(tenths: 5),
          undermining: ClockExtent(clockPosition: 3, depth: Centimetres(tenths: 12)),
          tunnelling: ClockExtent(clockPosition: 11, depth: Centimetres(tenths: 20)),
          tissue: TissueMix(granulation: 60, slough: 30, necrotic: 10),
          exudateAmount: .moderate,
          exudateType: .serous,
          periwound: [.macerated, .erythema],
          odour: true,
          pain: 4,
          infectionSigns: [.warmth, .increasingPain],
          dressing: "foam",
          notes: Self.notes
        )
      )
    )
    let corrected = Assessment.ID()
    for (id, tenths, supersedes, late) in [
      (corrected, 30, nil, 0.0), (Assessment.ID(), 25, corrected, 60),
    ] {
      try await wounds.record(
        NewAssessment(
          id: id,
          woundID: woundID,
          takenAt: Self.now.addingTimeInterval(-2 * day + late),
          findings: AssessmentFindings(
            length: Centimetres(tenths: tenths),
            width: Centimetres(tenths: 20),
            tissue: TissueMix(epithelial: 100),
            exudateAmount: .none
          ),
          supersedes: supersedes
        )
      )
    }
  }

  /// `wound show --json` of the wound: open, healed, then closed; the first assessment names
  /// a photo.
  func woundOutputs() async throws -> [WoundJSON] {
    let photo = String(repeating: "ab", count: 32)
    let photos = [photo: Photo(id: photo, format: .jpeg, byteCount: 1_024)]
    var outputs: [WoundJSON] = []
    var detail = try await wounds.wound(woundID)
    detail.assessments[0].assessment.photoIDs = [photo]
    outputs.append(WoundJSON(detail, photos: photos))
    try await wounds.markHealed(woundID)
    outputs.append(WoundJSON(try await wounds.wound(woundID), photos: [:]))
    try await wounds.reopen(woundID)
    try await wounds.close(woundID, reason: "moved away")
    outputs.append(WoundJSON(try await wounds.wound(woundID), photos: [:]))
    return outputs
  }
}
