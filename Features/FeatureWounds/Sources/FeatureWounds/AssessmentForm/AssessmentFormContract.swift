import Foundation
import LibPatient
import LibWound

/// What the assessment form needs from the library and the machine.
protocol AssessmentFormInteracting: Sendable {
  /// The wound and its last current assessment's findings, to pre-fill from. Throws
  /// `WoundLookupError.woundNotFound`.
  func start(_ woundID: Wound.ID) async throws -> (wound: Wound, last: AssessmentFindings?)
  /// The assessment of the wound `woundID` a correction replaces, or nil when it names none
  /// of that wound's current assessments.
  func corrected(_ assessmentID: Assessment.ID, of woundID: Wound.ID) async throws -> Assessment?
  /// Every assessment of the wound, superseded ones included: what the summary's infection
  /// screening compares the new one with.
  func history(of woundID: Wound.ID) async throws -> [Assessment]
  /// The bytes of the photo file at `path`; throws when it cannot be read (or is too large).
  func readPhoto(_ path: String) throws -> Data
  /// Records the assessment with its photos, all or nothing. Throws `RuleViolation`
  /// naming the field LibWound refuses.
  func record(_ assessment: NewAssessment, photos: [Data]) async throws
}
