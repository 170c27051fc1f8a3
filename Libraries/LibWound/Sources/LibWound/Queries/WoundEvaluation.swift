import Foundation

/// Computes a wound's numbers from its history with the public rules, so every query (and the
/// observation) shows the same ones.
struct WoundEvaluation {
  let settings: WoundSettings
  let now: Date
  /// The nurse's days, shared by every wound this evaluates.
  private let clock: DayClock

  init(settings: WoundSettings, now: Date) {
    self.settings = settings
    self.now = now
    clock = DayClock(settings.timeZone)
  }

  func detail(_ history: WoundHistory) -> WoundDetail {
    let current = CurrentAssessments.of(history.assessments)
    let baseline = current.first
    let baselineArea = baseline.map { WoundArea.area(of: $0.findings) }
    var supersededBy: [UUID: UUID] = [:]
    for assessment in history.assessments {
      if let corrected = assessment.supersedes { supersededBy[corrected] = assessment.id }
    }
    let entries = history.assessments.map { assessment in
      let replacement = supersededBy[assessment.id]
      var scores: AssessmentScores?
      if replacement == nil {
        let area = WoundArea.area(of: assessment.findings)
        scores = AssessmentScores(
          area: area,
          push: PushScore(assessment.findings),
          reduction: baselineArea.flatMap { PercentAreaReduction(baseline: $0, area: area) }
        )
      }
      return AssessmentEntry(
        assessment: assessment,
        supersededBy: replacement,
        scores: scores,
        isBaseline: assessment.id == baseline?.id
      )
    }
    return WoundDetail(
      wound: history.wound,
      assessments: entries,
      trajectory: verdict(
        history.wound,
        current.map { AreaMeasurement(takenAt: $0.takenAt, area: WoundArea.area(of: $0.findings)) }
      ),
      isOverdue: isOverdue(history.wound, lastAssessedAt: current.last?.takenAt),
      carePlan: history.plan
    )
  }

  /// The numbers `detail(_:)` gives of the latest current assessment, without scoring every
  /// other one in full: the alerts summarise every open wound of the team.
  func summary(_ history: WoundHistory) -> WoundSummary {
    summary(history.wound, history.assessments.map(AssessmentGlance.init))
  }

  /// The summary of a wound from a glance at each of its assessments, in the history's order.
  func summary(_ wound: Wound, _ glances: [AssessmentGlance]) -> WoundSummary {
    let current = CurrentAssessments.of(
      glances,
      id: \.id,
      takenAt: \.takenAt,
      supersedes: \.supersedes
    )
    // The latest in the history's order, as `WoundDetail.latest` takes it.
    let superseded = Set(glances.compactMap(\.supersedes))
    let latest = glances.last { !superseded.contains($0.id) }
    return WoundSummary(
      wound: wound,
      lastAssessedAt: latest?.takenAt,
      lastArea: latest?.area,
      lastPush: latest?.push,
      trajectory: verdict(
        wound,
        current.map { AreaMeasurement(takenAt: $0.takenAt, area: $0.area) }
      ).trajectory,
      isOverdue: isOverdue(wound, lastAssessedAt: current.last?.takenAt)
    )
  }

  private func verdict(_ wound: Wound, _ measured: [AreaMeasurement]) -> TrajectoryVerdict {
    HealingTrajectoryRule.verdict(type: wound.type, measurements: measured, clock: clock)
  }

  private func isOverdue(_ wound: Wound, lastAssessedAt: Date?) -> Bool {
    settings.overdue.isOverdue(
      status: wound.status,
      openedOn: wound.openedOn,
      lastAssessedAt: lastAssessedAt,
      now: now,
      timeZone: settings.timeZone
    )
  }
}
