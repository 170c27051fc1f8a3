import Foundation

/// Computes a wound's numbers from its history with the public rules, so every query (and the
/// observation) shows the same ones.
struct WoundEvaluation {
  let settings: WoundSettings
  let now: Date

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
    let verdict = HealingTrajectoryRule.verdict(
      type: history.wound.type,
      measurements: current.map {
        AreaMeasurement(takenAt: $0.takenAt, area: WoundArea.area(of: $0.findings))
      },
      timeZone: settings.timeZone
    )
    let overdue = settings.overdue.isOverdue(
      status: history.wound.status,
      openedOn: history.wound.openedOn,
      lastAssessedAt: current.last?.takenAt,
      now: now,
      timeZone: settings.timeZone
    )
    return WoundDetail(
      wound: history.wound,
      assessments: entries,
      trajectory: verdict,
      isOverdue: overdue,
      carePlan: history.plan
    )
  }

  func summary(_ history: WoundHistory) -> WoundSummary {
    let detail = detail(history)
    let latest = detail.latest
    return WoundSummary(
      wound: detail.wound,
      lastAssessedAt: latest?.assessment.takenAt,
      lastArea: latest?.scores?.area,
      lastPush: latest?.scores?.push,
      trajectory: detail.trajectory.trajectory,
      isOverdue: detail.isOverdue
    )
  }
}
