import Foundation
import LibPatient

/// Computes a wound's numbers from its history with the public rules, so every query (and the
/// observation) shows the same ones.
struct WoundEvaluation {
  let settings: WoundSettings
  let now: Date
  /// Each planned wound's `assessEveryDays`, by wound: its overdue interval
  /// (`OverdueRule.interval(planDays:)`). A history that carries its plan uses the plan's.
  let planDays: [Wound.ID: Int]
  /// The nurse's days, shared by every wound this evaluates.
  private let clock: DayClock

  init(settings: WoundSettings, now: Date, planDays: [Wound.ID: Int] = [:]) {
    self.settings = settings
    self.now = now
    self.planDays = planDays
    clock = DayClock(settings.timeZone)
  }

  func detail(_ history: WoundHistory) -> WoundDetail {
    // The glances are filtered and sorted, not the whole assessments: two copies of a
    // thousand whole visits were most of this function's fresh memory (each new page a
    // fault). A glance scores its findings as an entry's scores do.
    let glances = history.assessments.map(AssessmentGlance.init)
    let current = CurrentAssessments.of(
      glances,
      id: \.id,
      takenAt: \.takenAt,
      supersedes: \.supersedes
    )
    let baseline = current.first
    var supersededBy: [Assessment.ID: Assessment.ID] = [:]
    for assessment in history.assessments {
      if let corrected = assessment.supersedes { supersededBy[corrected] = assessment.id }
    }
    let screenings = InfectionScreeningRule.screenings(
      type: history.wound.type,
      assessments: history.assessments,
      clock: clock
    )
    let entries = zip(history.assessments, glances).map { assessment, glance in
      let replacement = supersededBy[assessment.id]
      var scores: AssessmentScores?
      if replacement == nil {
        scores = AssessmentScores(
          area: glance.area,
          push: glance.push,
          reduction: baseline.flatMap {
            PercentAreaReduction(baseline: $0.area, area: glance.area)
          }
        )
      }
      return AssessmentEntry(
        assessment: assessment,
        supersededBy: replacement,
        scores: scores,
        isBaseline: assessment.id == baseline?.id,
        screening: screenings[assessment.id]
      )
    }
    return WoundDetail(
      wound: history.wound,
      assessments: entries,
      trajectory: verdict(
        history.wound,
        current.map { AreaMeasurement(takenAt: $0.takenAt, area: $0.area) }
      ),
      isOverdue: isOverdue(
        history.wound,
        lastAssessedAt: current.last?.takenAt,
        planDays: history.plan?.assessEveryDays
      ),
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
      isOverdue: isOverdue(wound, lastAssessedAt: current.last?.takenAt),
      infection: InfectionScreeningRule.latest(type: wound.type, glances, clock: clock)
    )
  }

  private func verdict(_ wound: Wound, _ measured: [AreaMeasurement]) -> TrajectoryVerdict {
    HealingTrajectoryRule.verdict(type: wound.type, measurements: measured, clock: clock)
  }

  /// `OverdueRule` with the wound's plan's interval (`planDays`, else the one this was given).
  func isOverdue(_ wound: Wound, lastAssessedAt: Date?, planDays plan: Int? = nil) -> Bool {
    settings.overdue.isOverdue(
      status: wound.status,
      openedOn: wound.openedOn,
      lastAssessedAt: lastAssessedAt,
      now: now,
      timeZone: settings.timeZone,
      planDays: plan ?? planDays[wound.id]
    )
  }
}
