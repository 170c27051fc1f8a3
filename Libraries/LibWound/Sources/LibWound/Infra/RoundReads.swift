import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// What the day's round reads from the store: one query per table whatever the number of
/// patients, and of each row only the columns the rules use, read at the index each name has in
/// the statement (`SelectedColumn`: GRDB's `Decodable` records decoded every column of every
/// assessment through a keyed container).
struct RoundFacts: Sendable {
  struct PatientRow: Sendable {
    var id: Patient.ID
    var givenName: String
    var familyName: String
    var address: String?
  }

  /// An open wound as the round needs it.
  struct WoundRow: Sendable {
    var id: Wound.ID
    var patientID: Patient.ID
    var openedOn: DayNumber
    var type: WoundType
    var site: BodySite
    /// The day it healed, for a wound healed since: it stands on the rounds before that day.
    var healedOn: DayNumber?
  }

  /// A plan as the round needs it.
  struct PlanRow: Sendable {
    var startsOn: DayNumber
    var change: DressingChangeFrequency
    var assessEveryDays: Int
    /// The compression the plan puts on the wound's leg: an "ABPI due" when it goes stale.
    var compression: CompressionLevel
    /// The dressings a change uses: the round's supplies.
    var primaryDressing: String
    var secondaryDressing: String?
  }

  var patients: [PatientRow]
  var openWounds: [WoundRow]
  /// The open wounds' assessments as the alerts glance at them (their infection screening
  /// included), by wound.
  var assessments: [Wound.ID: [AssessmentGlance]]
  var plans: [Wound.ID: PlanRow]
  var lastDressingChange: [Wound.ID: Date]
  var lastBraden: [Patient.ID: Date]
  var savedOrder: [Patient.ID]
  /// The visits of the day that count (not voided), by patient, oldest first.
  var visits: [Patient.ID: [RoundVisit]] = [:]
}

/// A day of the round: the day, and the instants it starts and ends in the nurse's time zone.
struct RoundDay: Sendable {
  var day: CalendarDate
  var start: Date
  var end: Date
}

enum RoundReads {
  /// The facts of the rounds of `day` and of `before`, the day before (whose misses the day's
  /// round carries). What does not depend on the day is read once, for the wounds standing on
  /// the day before (those standing on the day, and those that healed on it): the active
  /// patients, the wounds, their assessments and plans, and each wound's last dressing change
  /// and each patient's last Braden by the end of either day. Each day then reads its own
  /// visits and the nurse's saved order for it. A voided visit changed no dressing.
  static func facts(_ db: Database, day: RoundDay, before: RoundDay) throws
    -> (day: RoundFacts, before: RoundFacts)
  {
    let standing = StandingWounds(day: before.day.description)
    let patients = try activePatients(db)
    let wounds = try standingWounds(db, standing)
    let assessments = try assessments(db, open: standing)
    let plans = try plans(db, open: standing)
    let merges = try PatientMerges.read(db)
    // Each wound's last dressing change and each patient's last Braden by the end of either
    // day, in one pass over each table: a second pass would read every row again.
    let lastDressingChange: [Wound.ID: (day: Date?, before: Date?)] = try latest(
      db,
      """
      SELECT visit_item.targetID AS id, MAX(visit.visitedAt) AS onDay,
        MAX(CASE WHEN visit.visitedAt < :before THEN visit.visitedAt END) AS dayBefore
      FROM visit_item JOIN visit ON visit.id = visit_item.visitID
      WHERE visit_item.kind = 'dressing' AND visit.visitedAt < :end
      AND \(CarePlanStore.counts("visit"))
      GROUP BY visit_item.targetID
      """,
      day: day,
      before: before
    )
    let lastBraden: [Patient.ID: (day: Date?, before: Date?)] = try latest(
      db,
      """
      SELECT patientID AS id, MAX(assessedAt) AS onDay,
        MAX(CASE WHEN assessedAt < :before THEN assessedAt END) AS dayBefore
      FROM braden WHERE assessedAt < :end GROUP BY patientID
      """,
      day: day,
      before: before
    )
    func facts(
      of round: RoundDay,
      wounds: [RoundFacts.WoundRow],
      latest: KeyPath<(day: Date?, before: Date?), Date?>
    ) throws -> RoundFacts {
      RoundFacts(
        patients: patients,
        openWounds: wounds,
        assessments: assessments,
        plans: plans,
        lastDressingChange: lastDressingChange.compactMapValues { $0[keyPath: latest] },
        lastBraden: lastBraden.compactMapValues { $0[keyPath: latest] },
        savedOrder: try String.fetchAll(
          db,
          sql: "SELECT patientID FROM round_order WHERE day = ? ORDER BY position",
          arguments: [round.day.description]
        ).compactMap { Patient.ID(uuidString: $0) },
        visits: try visits(db, start: round.start, end: round.end)
      )
      .underKeptPatients(merges)
    }
    // A wound that healed on the day stands on the day before only.
    let onDay = wounds.filter { wound in wound.healedOn.map { $0 > DayNumber(day.day) } ?? true }
    return (
      try facts(of: day, wounds: onDay, latest: \.day),
      try facts(of: before, wounds: wounds, latest: \.before)
    )
  }

  private static func activePatients(_ db: Database) throws -> [RoundFacts.PatientRow] {
    enum Column: Int, SelectedColumn { case id, givenName, familyName, address }
    var patients: [RoundFacts.PatientRow] = []
    let sql = "SELECT \(Column.list()) FROM patient WHERE status = ?"
    try rows(db, sql, [PatientStatus.active.rawValue]) { (row: SelectedRow<Column>) in
      patients.append(
        .init(
          id: try row.id(.id),
          givenName: try row[.givenName],
          familyName: try row[.familyName],
          address: try row[.address]
        )
      )
    }
    return patients
  }

  private static func standingWounds(_ db: Database, _ standing: StandingWounds) throws
    -> [RoundFacts.WoundRow]
  {
    enum Column: Int, SelectedColumn { case id, patientID, openedOn, type, site, healedOn }
    var wounds: [RoundFacts.WoundRow] = []
    let sql = "SELECT \(Column.list()) FROM wound WHERE \(standing.sql)"
    try rows(db, sql, standing.arguments) { (row: SelectedRow<Column>) in
      wounds.append(
        .init(
          id: try row.id(.id),
          patientID: try row.id(.patientID),
          openedOn: try row.value(.openedOn) { DayNumber(text: $0 as String) },
          type: try row.value(.type, WoundType.init(rawValue:)),
          site: try row.value(.site, BodySite.init(rawValue:)),
          healedOn: try row.optionalValue(.healedOn) { DayNumber(text: $0 as String) }
        )
      )
    }
    return wounds
  }

  /// The visits of `start..<end` that count, by patient, oldest first.
  private static func visits(_ db: Database, start: Date, end: Date) throws -> [Patient.ID:
    [RoundVisit]]
  {
    enum Column: Int, SelectedColumn { case id, patientID, visitedAt, visitedBy, outcome }
    var result: [Patient.ID: [RoundVisit]] = [:]
    let sql = """
      SELECT \(Column.list()) FROM visit
      WHERE visitedAt >= ? AND visitedAt < ? AND \(CarePlanStore.counts("visit"))
      ORDER BY visitedAt, id
      """
    try rows(db, sql, [start, end]) { (row: SelectedRow<Column>) in
      result[try row.id(.patientID), default: []].append(
        RoundVisit(
          id: try row.id(.id),
          visitedAt: try row[.visitedAt],
          visitedBy: try row[.visitedBy],
          outcome: (try row[.outcome] as String?).flatMap(VisitOutcome.init(rawValue:)) ?? .done
        )
      )
    }
    return result
  }

  /// The open wounds' assessments, by wound, each wound's in the history's order (the
  /// caseload reads them as the alerts' walk does; the round orders them itself).
  private static func assessments(_ db: Database, open: StandingWounds) throws
    -> [Wound.ID: [AssessmentGlance]]
  {
    var result: [Wound.ID: [AssessmentGlance]] = [:]
    // The `(woundID, takenAt)` index hands each wound's rows together and in `takenAt` order.
    let statement = try db.cachedStatement(
      sql: """
        SELECT woundID, \(WoundReads.GlanceColumn.list())
        FROM assessment WHERE woundID IN (SELECT id FROM wound WHERE \(open.sql))
        ORDER BY woundID, takenAt
        """
    )
    var wound: (text: String, id: Wound.ID)?
    var glances: [AssessmentGlance] = []
    func keep() throws {
      guard let wound else { return }
      result[wound.id] = try WoundReads.inHistoryOrder(db, woundID: wound.text, glances)
    }
    let woundID = try statement.columnIndex(named: "woundID")
    try WoundReads.GlanceColumn.forEach(statement, arguments: open.arguments) { row in
      let text: String = try row.row.decode(atIndex: woundID)
      if text != wound?.text {
        try keep()
        wound = (text, try row.row.typedID(atIndex: woundID))
        glances = []
      }
      glances.append(try WoundReads.glance(row))
    }
    try keep()
    return result
  }

  /// The open wounds' plans, by wound.
  private static func plans(_ db: Database, open: StandingWounds) throws
    -> [Wound.ID: RoundFacts.PlanRow]
  {
    enum Column: Int, SelectedColumn {
      case id, startsOn, changeEveryDays, changeWeekdays, assessEveryDays, compressionLevel
      case primaryDressing, secondaryDressing
    }
    var result: [Wound.ID: RoundFacts.PlanRow] = [:]
    let sql = """
      SELECT \(Column.list(in: "care_plan"))
      FROM care_plan JOIN wound ON wound.id = care_plan.id WHERE \(open.sql)
      """
    try rows(db, sql, open.arguments) { (row: SelectedRow<Column>) in
      let weekdays: String? = try row[.changeWeekdays]
      result[try row.id(.id)] = RoundFacts.PlanRow(
        startsOn: try row.value(.startsOn) { DayNumber(text: $0 as String) },
        change: CarePlanAdapter.change(
          everyDays: try row[.changeEveryDays],
          weekdays: try weekdays.map(CarePlanAdapter.weekdays)
        ),
        assessEveryDays: try row[.assessEveryDays],
        compression: try row.optionalValue(.compressionLevel, CompressionLevel.init(rawValue:))
          ?? .none,
        primaryDressing: try row[.primaryDressing],
        secondaryDressing: try row[.secondaryDressing]
      )
    }
    return result
  }

  /// An id and its latest instants by the end of `day` and of `before` per row (`:end` and
  /// `:before` in `sql`), as a dictionary.
  private static func latest<ID: TypedStoredID & Hashable>(
    _ db: Database,
    _ sql: String,
    day: RoundDay,
    before: RoundDay
  ) throws -> [ID: (day: Date?, before: Date?)] {
    var result: [ID: (day: Date?, before: Date?)] = [:]
    try rows(db, sql, ["end": day.end, "before": before.end]) { (row: SelectedRow<LatestColumn>) in
      result[try row.id(.id)] = (try row[.onDay], try row[.dayBefore])
    }
    return result
  }

  /// The columns of `latest(_:_:day:before:)`'s selects.
  private enum LatestColumn: Int, SelectedColumn { case id, onDay, dayBefore }

  /// Runs `sql` (a statement kept by the connection) and hands over each row, read by name.
  private static func rows<Column: SelectedColumn>(
    _ db: Database,
    _ sql: String,
    _ arguments: StatementArguments,
    _ body: (SelectedRow<Column>) throws -> Void
  ) throws {
    try Column.forEach(db.cachedStatement(sql: sql), arguments: arguments, body)
  }

}

/// The wounds that stand on the round of `day` (docs/care-plans.md: a wound leaves the round
/// "from the day it heals", and the round of a past day is that day's): those open now, and
/// those healed on a later day, which were still open then. One predicate for every table the
/// round reads. A wound opened after the day is left out by the round's rules (`openedOn`).
struct StandingWounds {
  let day: String

  /// The condition on the `wound` table's columns.
  var sql: String { "(wound.status = ? OR (wound.status = ? AND wound.healedOn > ?))" }
  var arguments: StatementArguments {
    [Wire.Wound.Status.open.rawValue, Wire.Wound.Status.healed.rawValue, day]
  }
}
