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
    return WoundDetail(
      wound: history.wound,
      assessments: entries,
      trajectory: verdict(history.wound, current),
      isOverdue: isOverdue(history.wound, current),
      carePlan: history.plan
    )
  }

  /// The numbers `detail(_:)` gives of the latest current assessment, without scoring every
  /// other one: the alerts summarise every open wound of the team.
  func summary(_ history: WoundHistory) -> WoundSummary {
    let current = CurrentAssessments.of(history.assessments)
    // The latest in the history's order, as `WoundDetail.latest` takes it.
    let superseded = Set(history.assessments.compactMap(\.supersedes))
    let latest = history.assessments.last { !superseded.contains($0.id) }
    return WoundSummary(
      wound: history.wound,
      lastAssessedAt: latest?.takenAt,
      lastArea: latest.map { WoundArea.area(of: $0.findings) },
      lastPush: latest.map { PushScore($0.findings) },
      trajectory: verdict(history.wound, current).trajectory,
      isOverdue: isOverdue(history.wound, current)
    )
  }

  private func verdict(_ wound: Wound, _ current: [Assessment]) -> TrajectoryVerdict {
    HealingTrajectoryRule.verdict(
      type: wound.type,
      measurements: current.map {
        AreaMeasurement(takenAt: $0.takenAt, area: WoundArea.area(of: $0.findings))
      },
      timeZone: settings.timeZone
    )
  }

  private func isOverdue(_ wound: Wound, _ current: [Assessment]) -> Bool {
    settings.overdue.isOverdue(
      status: wound.status,
      openedOn: wound.openedOn,
      lastAssessedAt: current.last?.takenAt,
      now: now,
      timeZone: settings.timeZone
    )
  }
}
