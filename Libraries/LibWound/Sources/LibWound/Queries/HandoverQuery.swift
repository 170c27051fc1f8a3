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
    let onRound: Set<Patient.ID>? =
      switch scope {
      case .round: try await DayRoundQuery(context: context, plans: plans).patientsOnRound()
      case .all: nil
      }
    let clock = DayClock(context.settings.timeZone)
    return try await plans.store.read { db in
      let merges = try PatientMerges.read(db)
      var patients = try CaseloadQuery.activePatients(db)
      if let onRound { patients = patients.filter { onRound.contains($0.key) } }
      let visits = try HandoverReads.lastVisits(db, nurse: nurse, merges: merges)
      let seen = try HandoverReads.lastSeen(db, nurse: nurse, merges: merges)
      var starts: [Patient.ID: HandoverSince] = [:]
      for id in patients.keys {
        starts[id] = HandoverRule.since(
          asked: asked,
          lastVisit: visits[id],
          lastSeen: seen[id],
          now: now
        )
      }
      guard let earliest = starts.values.map(\.instant).min() else { return [] }
      var changes: [Patient.ID: [HandoverChange]] = [:]
      // A round's patients and those merged into them: only their wounds are read.
      let wanted = onRound.map { Set($0.flatMap { merges.members(of: $0) }) }
      let wounds = try HandoverReads.assessedWounds(
        db,
        after: earliest,
        nurse: nurse,
        patients: wanted
      )
      for assessed in wounds {
        let patient = merges.kept(assessed.wound.patientID)
        guard starts[patient] != nil else { continue }
        changes[patient, default: []] += Self.assessments(assessed, clock: clock)
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
  static func assessments(_ assessed: HandoverReads.AssessedWound, clock: DayClock)
    -> [HandoverChange]
  {
    let current = CurrentAssessments.of(
      assessed.glances,
      id: \.id,
      takenAt: \.takenAt,
      supersedes: \.supersedes
    )
    let screenings = InfectionScreeningRule.screenings(
      type: assessed.wound.type,
      current: current,
      clock: clock
    )
    var previous: AssessmentGlance?
    var result: [HandoverChange] = []
    for glance in current {
      let assessment = HandoverAssessment(
        id: glance.id,
        woundID: assessed.wound.id,
        site: assessed.wound.details.site,
        area: glance.area,
        push: glance.push.total,
        areaChange: previous.map { glance.area.tenths - $0.area.tenths },
        pushChange: previous.map { glance.push.total - $0.push.total },
        verdicts: screenings[glance.id]?.verdicts ?? [],
        isCorrection: glance.supersedes != nil
      )
      result.append(
        HandoverChange(
          at: glance.takenAt,
          by: assessed.takenBy[glance.id],
          event: .assessment(assessment)
        )
      )
      previous = glance
    }
    return result
  }
}
