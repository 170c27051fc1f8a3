import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// The team lead's caseload (docs/clinical-rules.md "Caseload"): every open wound of the
/// team's active patients with its reasons, in the ranking's order, filtered. Reads the store
/// only; the numbers are the alerts' (`WoundEvaluation`), overdue is `OverdueRule`'s.
struct CaseloadQuery {
  let context: WoundContext
  let plans: CarePlanStore

  func execute(_ filter: CaseloadFilter) async throws -> [CaseloadEntry] {
    let planDays = try await plans.assessIntervals()
    let evaluation = WoundEvaluation(
      settings: context.settings,
      now: context.now(),
      planDays: planDays
    )
    let abpiDue = try await ABPIDueQuery(context: context, plans: plans).execute()
    // Yesterday's misses as today's round carries them: one definition of a missed visit.
    // The round's read of every open wound's assessments serves the ranking too.
    let (today, facts) = try await DayRoundQuery(context: context, plans: plans).roundAndFacts(
      on: nil,
      unread: [:]
    )
    let missed = Dictionary(
      today.entries.compactMap { entry in entry.missedBefore.map { (entry.patientID, $0) } },
      uniquingKeysWith: { first, _ in first }
    )
    let timeZone = context.settings.timeZone
    let entries = try await plans.store.read { db in
      let patients = try Self.activePatients(db)
      // A wound of a patient merged into another counts for the patient kept.
      let merges = try PatientMerges.read(db)
      let takenBy = try db.cachedStatement(sql: "SELECT takenBy FROM assessment WHERE id = ?")
      let wounds = try WoundRow.fetchAll(
        db,
        sql: "SELECT * FROM wound WHERE status = ?",
        arguments: [Wire.Wound.Status.open.rawValue]
      )
      return try wounds.compactMap { row -> CaseloadEntry? in
        var wound = try WoundAdapter.wound(from: row.record)
        let glances = facts.assessments[wound.id] ?? []
        wound.patientID = merges.kept(wound.patientID)
        guard let patient = patients[wound.patientID] else { return nil }
        var summary = evaluation.summary(wound, glances)
        summary.isABPIDue = abpiDue.contains(wound.id)
        let superseded = Set(glances.compactMap(\.supersedes))
        let latest = glances.last { !superseded.contains($0.id) }
        let author = try latest.flatMap {
          try String.fetchOne(takenBy, arguments: [$0.id.databaseKey])
        }
        let current = CurrentAssessments.of(
          glances,
          id: \.id,
          takenAt: \.takenAt,
          supersedes: \.supersedes
        )
        var reasons: [CaseloadReason] = []
        if summary.isDeepInfectionSuspected { reasons.append(.deepInfection) }
        if summary.trajectory == .offTrack { reasons.append(.offTrajectory) }
        if RisingRule.isRising(current.map { ($0.area, $0.push.total) }) { reasons.append(.rising) }
        if summary.isOverdue { reasons.append(.overdue) }
        if summary.isABPIDue { reasons.append(.abpiDue) }
        if planDays[wound.id] == nil { reasons.append(.noPlan) }
        return CaseloadEntry(
          wound: wound,
          givenName: patient.given,
          familyName: patient.family,
          lastAssessedBy: author,
          lastAssessedAt: summary.lastAssessedAt,
          lastArea: summary.lastArea,
          lastPush: summary.lastPush?.total,
          reasons: reasons,
          since: OverdueRule.since(
            lastAssessedAt: summary.lastAssessedAt,
            openedOn: wound.openedOn,
            in: timeZone
          ),
          missedVisit: missed[wound.patientID]
        )
      }
    }
    return CaseloadRanking.ranked(entries.filter(filter.admits))
  }

  /// The active patients' names, by id: archived patients leave every list.
  static func activePatients(_ db: Database) throws -> [Patient.ID: (given: String, family: String)]
  {
    enum Column: Int, SelectedColumn { case id, givenName, familyName }
    var result: [Patient.ID: (given: String, family: String)] = [:]
    let sql = "SELECT \(Column.list()) FROM patient WHERE status = 'active'"
    try Column.forEach(db.cachedStatement(sql: sql)) { row in
      result[try row.id(.id)] = (try row[.givenName], try row[.familyName])
    }
    return result
  }
}

/// docs/clinical-rules.md "Caseload": a wound is rising when, over its last three current
/// assessments, the area went up at each, or the PUSH total did.
enum RisingRule {
  /// Whether `measures` (area and PUSH total, oldest first) rise over the last three.
  static func isRising(_ measures: [(area: SquareCentimetres, push: Int)]) -> Bool {
    guard measures.count >= 3 else { return false }
    let last = measures.suffix(3).map { $0 }
    let areaRises = last[0].area < last[1].area && last[1].area < last[2].area
    let pushRises = last[0].push < last[1].push && last[1].push < last[2].push
    return areaRises || pushRises
  }
}
