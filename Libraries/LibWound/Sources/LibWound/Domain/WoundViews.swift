import Foundation
import LibPatient

/// The numbers computed for one assessment.
public struct AssessmentScores: Hashable, Sendable {
  /// Length × width to one decimal (`WoundArea`).
  public var area: SquareCentimetres
  /// PUSH 3.0 (`PushScore`).
  public var push: PushScore
  /// The reduction from the baseline (`PercentAreaReduction`); nil for a baseline of 0.0 cm².
  public var reduction: PercentAreaReduction?
}

/// An assessment as a wound's history shows it.
public struct AssessmentEntry: Hashable, Sendable, Identifiable {
  /// The assessment as recorded.
  public var assessment: Assessment
  /// The correction that replaced it, if any: it is then out of every computation.
  public var supersededBy: Assessment.ID?
  /// Its numbers; nil when superseded.
  public var scores: AssessmentScores?
  /// True for the baseline (the first current assessment).
  public var isBaseline: Bool
  /// Its infection screening (NERDS and STONEES, `InfectionScreeningRule`); nil when
  /// superseded.
  public var screening: InfectionScreening? = nil

  /// The assessment's id.
  public var id: Assessment.ID { assessment.id }
}

/// One wound with its history and every number computed (docs/clinical-rules.md "Computed
/// per wound").
public struct WoundDetail: Hashable, Sendable {
  /// The wound.
  public var wound: Wound
  /// Every assessment, superseded ones included and marked, oldest first.
  public var assessments: [AssessmentEntry]
  /// The 4-week healing trajectory with what it was judged on.
  public var trajectory: TrajectoryVerdict
  /// Whether the wound is overdue for an assessment now.
  public var isOverdue: Bool
  /// The wound's care plan, nil without one (`observeWound` follows it as it changes).
  public var carePlan: CarePlan? = nil

  /// The current (not superseded) assessments, oldest first.
  public var currentAssessments: [AssessmentEntry] {
    assessments.filter { $0.supersededBy == nil }
  }

  /// The newest current assessment.
  public var latest: AssessmentEntry? { currentAssessments.last }
}

/// A wound as a list shows it: what it is and how it goes.
public struct WoundSummary: Hashable, Sendable, Identifiable {
  /// The wound.
  public var wound: Wound
  /// When it was last assessed (current assessments only).
  public var lastAssessedAt: Date?
  /// Its last area.
  public var lastArea: SquareCentimetres?
  /// Its last PUSH score.
  public var lastPush: PushScore?
  /// On track, off track or not yet known.
  public var trajectory: HealingTrajectory
  /// Whether it is overdue for an assessment.
  public var isOverdue: Bool
  /// The infection screening of its latest current assessment, nil without one: its verdict
  /// stands for the wound until a later assessment clears it.
  public var infection: InfectionScreening? = nil

  /// The wound's id.
  public var id: Wound.ID { wound.id }

  /// True when its care plan compresses a leg whose latest ABPI is more than 84 days old or
  /// missing (docs/clinical-rules.md "Compression"); set by the alerts.
  public var isABPIDue = false

  /// True when its latest assessment suspects a deep infection: tell the physician today.
  public var isDeepInfectionSuspected: Bool { infection?.isDeepInfectionSuspected == true }

  /// True when the wound needs the nurse: overdue, off its healing trajectory, a deep
  /// infection suspected at its latest assessment, or its compression's ABPI due.
  public var needsAttention: Bool {
    isOverdue || trajectory == .offTrack || isDeepInfectionSuspected || isABPIDue
  }
}

/// One point of a wound's trend chart: a current assessment's area and PUSH.
public struct TrendPoint: Hashable, Sendable {
  /// When the wound was measured.
  public var takenAt: Date
  /// Its area.
  public var area: SquareCentimetres
  /// Its PUSH total, 0-17.
  public var push: Int
}
