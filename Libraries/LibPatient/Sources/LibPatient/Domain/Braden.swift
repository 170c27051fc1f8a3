import Foundation
import Tagged

/// The six Braden subscales (pressure-injury risk), each scored by the nurse.
///
/// Ranges: five subscales 1-4, friction and shear 1-3; the total is 6-23, lower is riskier.
public struct BradenScores: Equatable, Sendable, Codable {
  /// Sensory perception, 1 (completely limited) to 4 (no impairment).
  public var sensoryPerception: Int
  /// Moisture, 1 (constantly moist) to 4 (rarely moist).
  public var moisture: Int
  /// Activity, 1 (bedfast) to 4 (walks frequently).
  public var activity: Int
  /// Mobility, 1 (completely immobile) to 4 (no limitation).
  public var mobility: Int
  /// Nutrition, 1 (very poor) to 4 (excellent).
  public var nutrition: Int
  /// Friction and shear, 1 (problem) to 3 (no apparent problem).
  public var frictionShear: Int

  /// Scores as the nurse gave them; the library checks the ranges when they are recorded.
  public init(
    sensoryPerception: Int,
    moisture: Int,
    activity: Int,
    mobility: Int,
    nutrition: Int,
    frictionShear: Int
  ) {
    self.sensoryPerception = sensoryPerception
    self.moisture = moisture
    self.activity = activity
    self.mobility = mobility
    self.nutrition = nutrition
    self.frictionShear = frictionShear
  }

  /// The sum of the six subscales, 6-23 for valid scores.
  public var total: Int {
    sensoryPerception + moisture + activity + mobility + nutrition + frictionShear
  }

  /// The risk band of `total`.
  public var risk: BradenRisk { BradenRisk(total: total) }
}

/// Braden risk bands: 19-23 no risk, 15-18 mild, 13-14 moderate, 10-12 high, 9 or less very high.
public enum BradenRisk: String, Codable, Sendable, CaseIterable {
  /// From 19-23 (`none`) down to 9 or less (`veryHigh`).
  case none, mild, moderate, high, veryHigh

  /// The band a total falls in.
  public init(total: Int) {
    switch total {
    case 19...: self = .none
    case 15...18: self = .mild
    case 13...14: self = .moderate
    case 10...12: self = .high
    default: self = .veryHigh
    }
  }

  /// The band as a nurse reads it: "no risk", "mild", "moderate", "high", "very high".
  public var label: String {
    switch self {
    case .none: return "no risk"
    case .mild: return "mild"
    case .moderate: return "moderate"
    case .high: return "high"
    case .veryHigh: return "very high"
    }
  }
}

/// A Braden assessment as recorded.
public struct BradenAssessment: Equatable, Sendable, Identifiable {
  /// An assessment's id: only an assessment's id can be passed as one.
  public typealias ID = Tagged<BradenAssessment, UUID>

  /// Made by the caller, so recording works offline.
  public var id: ID
  /// The patient assessed.
  public var patientID: Patient.ID
  /// When the nurse assessed the patient (not when she typed it).
  public var assessedAt: Date
  /// The six subscale scores.
  public var scores: BradenScores
  /// Who assessed, when known: the nurse logged in where it was recorded, unless given.
  public var assessedBy: String?

  /// An assessment; `id` defaults to a new one.
  public init(
    id: ID = ID(),
    patientID: Patient.ID,
    assessedAt: Date,
    scores: BradenScores,
    assessedBy: String? = nil
  ) {
    self.id = id
    self.patientID = patientID
    self.assessedAt = assessedAt
    self.scores = scores
    self.assessedBy = assessedBy
  }

  /// The sum of the subscales, 6-23.
  public var total: Int { scores.total }
  /// The risk band of `total`.
  public var risk: BradenRisk { scores.risk }
}
