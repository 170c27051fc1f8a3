import CoreContract
import Foundation
import GRDB
import LibPatient

/// The handover (docs/care-plans.md "Handover"): for each patient of the scope, what anyone
/// but `nurse` recorded since she last saw her (`HandoverRule`). Every patient of the scope is
/// returned, with no changes when nothing came, so the app can add what another library holds
/// (messages) under the same rule. Reads the store only.
struct HandoverQuery {
  let context: WoundContext
  let plans: CarePlanStore

  func execute(nurse: String, scope: HandoverScope, since asked: Date?) async throws
    -> [PatientHandover]
  {
    let now = context.now()
    let onRound: Set<UUID>? =
      switch scope {
      case .round:
        Set(
          try await DayRoundQuery(context: context, plans: plans).execute(on: nil, unread: [:])
            .entries.map(\.patientID)
        )
      case .all: nil
      }
    let evaluation = WoundEvaluation(settings: context.settings, now: now)
    return try await plans.store.read { db in
      let merges = try WoundReads.patientMerges(db)
      var patients = try CaseloadQuery.activePatients(db)
      if let onRound { patients = patients.filter { onRound.contains($0.key) } }
      let visits = try HandoverReads.lastVisits(db, nurse: nurse, merges: merges)
      let seen = try HandoverReads.lastSeen(db, nurse: nurse, merges: merges)
      var starts: [UUID: HandoverSince] = [:]
      for id in patients.keys {
        starts[id] = HandoverRule.since(
          asked: asked,
          lastVisit: visits[id],
          lastSeen: seen[id],
          now: now
        )
      }
      guard let earliest = starts.values.map(\.instant).min() else { return [] }
      var changes: [UUID: [HandoverChange]] = [:]
      // A round's patients and those merged into them: only their wounds are read.
      let wanted = onRound.map { $0.flatMap { merges.members(of: $0) } }
      let wounds = try HandoverReads.assessedWounds(
        db,
        after: earliest,
        nurse: nurse,
        patients: wanted
      )
      for history in wounds {
        let patient = merges.kept(history.wound.patientID)
        guard starts[patient] != nil else { continue }
        changes[patient, default: []] += Self.assessments(evaluation.detail(history))
      }
      for read in [HandoverReads.plans, HandoverReads.bradens, HandoverReads.abpis] {
        for (patient, found) in try read(db, earliest, nurse, merges) {
          changes[patient, default: []] += found
        }
      }
      return starts.map { id, since in
        let name = patients[id]!
        return PatientHandover(
          patientID: id,
          givenName: name.given,
          familyName: name.family,
          since: since,
          changes: []
        ).adding(changes[id] ?? [], nurse: nurse)
      }
      .sorted { lhs, rhs in
        (lhs.familyName, lhs.givenName, lhs.patientID.uuidString)
          < (rhs.familyName, rhs.givenName, rhs.patientID.uuidString)
      }
    }
  }

  /// Each current assessment of the wound as a change, with its numbers' move from the
  /// previous current one and its screening's verdicts (who and when filtered by the caller).
  static func assessments(_ detail: WoundDetail) -> [HandoverChange] {
    var previous: AssessmentScores?
    var result: [HandoverChange] = []
    for entry in detail.currentAssessments {
      guard let scores = entry.scores else { continue }
      let assessment = HandoverAssessment(
        id: entry.assessment.id,
        woundID: detail.wound.id,
        site: detail.wound.details.site,
        area: scores.area,
        push: scores.push.total,
        areaChange: previous.map { scores.area.tenths - $0.area.tenths },
        pushChange: previous.map { scores.push.total - $0.push.total },
        verdicts: entry.screening?.verdicts ?? [],
        isCorrection: entry.assessment.supersedes != nil
      )
      result.append(
        HandoverChange(
          at: entry.assessment.takenAt,
          by: entry.assessment.takenBy,
          event: .assessment(assessment)
        )
      )
      previous = scores
    }
    return result
  }
}
