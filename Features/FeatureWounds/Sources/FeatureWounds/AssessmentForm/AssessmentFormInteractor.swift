import Foundation
import LibWound

/// The form's window on LibWound and on the photo files the nurse names.
struct AssessmentFormInteractor: AssessmentFormInteracting {
  let library: WoundLibrary
  /// Reads a photo file: the app's own reader, the one `nurse wound assess --photo` uses.
  let photoReader: @Sendable (String) throws -> Data

  func start(_ woundID: Wound.ID) async throws -> (wound: Wound, last: AssessmentFindings?) {
    let detail = try await library.wound(woundID)
    return (detail.wound, detail.latest?.assessment.findings)
  }

  func corrected(_ assessmentID: Assessment.ID, of woundID: Wound.ID) async throws -> Assessment? {
    let detail = try await library.wound(woundID)
    return detail.currentAssessments.first { $0.id == assessmentID }?.assessment
  }

  func history(of woundID: Wound.ID) async throws -> [Assessment] {
    try await library.wound(woundID).assessments.map(\.assessment)
  }

  func readPhoto(_ path: String) throws -> Data {
    try photoReader(path)
  }

  func record(_ assessment: NewAssessment, photos: [Data]) async throws {
    // LibWound's one command for an assessment and its photos: all stored, or none.
    try await library.record(assessment, photos: photos)
  }
}
