import Foundation
import GRDB
import GRDBSQLite
import LibPatient
import Testing

@testable import LibWound

@Suite("Wound queries")
struct QueryTests {
  @Test func aPatientsWoundsListOpenOnesFirstThenByOpeningDay() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let healed = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-30))
    let recent = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-2))
    let older = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-9))
    _ = try await fixture.openWound()  // another patient's
    try await fixture.wounds.markHealed(healed)
    try await fixture.assess(older, length: 30, width: 20, daysAfterStart: -1)
    let list = try await fixture.wounds.wounds(of: patient)
    #expect(list.map(\.id) == [older, recent, healed])
    #expect(list[0].lastArea?.tenths == 60 && list[0].lastPush?.total == 7 + 2 + 3)
    #expect(list[0].lastAssessedAt == WoundFixture.start.addingTimeInterval(-86_400))
    #expect(list[0].trajectory == .unknown && !list[0].isOverdue)
    #expect(list[1].lastArea == nil && !list[1].isOverdue)
    let stranger = Patient.ID()
    await #expect(throws: WoundLookupError.patientNotFound(stranger)) {
      try await fixture.wounds.wounds(of: stranger)
    }
    #expect(try await fixture.wounds.wounds(of: try await fixture.addPatient()).isEmpty)
  }

  @Test func aWoundFollowedOverSixWeeksCarriesItsNumbers() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(
      type: .diabeticFootUlcer,
      openedOn: WoundFixture.day(-42)
    )
    // 10.0 × 10.0 = 100.0 cm², then weekly; day 28 at 50.1 cm² is 49.9%: off for a foot ulcer.
    let lengths = [100, 90, 80, 70, 167, 60, 50]
    let widths = [100, 100, 100, 100, 30, 100, 100]
    for week in 0..<7 {
      try await fixture.assess(
        wound,
        length: lengths[week],
        width: widths[week],
        daysAfterStart: Double(week * 7 - 42)
      )
    }
    let detail = try await fixture.wounds.wound(wound)
    #expect(detail.trajectory.trajectory == .offTrack)
    #expect(detail.trajectory.day == 28 && detail.trajectory.reduction?.tenths == 499)
    #expect(detail.trajectory.cutOffPercent == 50)
    #expect(detail.assessments.first?.isBaseline == true)
    #expect(
      detail.assessments.map { $0.scores?.reduction?.tenths } == [0, 100, 200, 300, 499, 400, 500]
    )
    #expect(!detail.isOverdue)
    let trend = try await fixture.wounds.trend(of: wound)
    #expect(trend.map(\.area.tenths) == [1000, 900, 800, 700, 501, 600, 500])
    #expect(trend.first?.push == 10 + 2 + 3)
  }

  @Test func alertsListOverdueAndOffTrackOpenWoundsOfEveryPatientLongestUnseenFirst() async throws {
    let fixture = try WoundFixture()
    let fine = try await fixture.openWound(openedOn: WoundFixture.day(-35))
    try await fixture.assess(fine, length: 100, width: 100, daysAfterStart: -28)
    try await fixture.assess(fine, length: 50, width: 100, daysAfterStart: 0)
    let offTrack = try await fixture.openWound(openedOn: WoundFixture.day(-35))
    try await fixture.assess(offTrack, length: 100, width: 100, daysAfterStart: -28)
    try await fixture.assess(offTrack, length: 100, width: 90, daysAfterStart: -1)
    let overdue = try await fixture.openWound(openedOn: WoundFixture.day(-20))
    try await fixture.assess(overdue, daysAfterStart: -8)
    let neverAssessed = try await fixture.openWound(openedOn: WoundFixture.day(-9))
    let healedLate = try await fixture.openWound(openedOn: WoundFixture.day(-30))
    try await fixture.wounds.markHealed(healedLate)
    let alerts = try await fixture.wounds.alerts()
    #expect(alerts.map(\.id) == [neverAssessed, overdue, offTrack])
    #expect(alerts.map(\.isOverdue) == [true, true, false])
    #expect(alerts.last?.trajectory == .offTrack)
  }

  @Test func overdueFollowsTheConfiguredInterval() async throws {
    let fixture = try WoundFixture(overdue: OverdueRule(interval: 2 * 86_400))
    let wound = try await fixture.openWound()
    try await fixture.assess(wound)
    fixture.clock.advance(days: 2)
    #expect(try await fixture.wounds.wound(wound).isOverdue == false)
    fixture.clock.advance(seconds: 1)
    #expect(try await fixture.wounds.wound(wound).isOverdue)
    #expect(try await fixture.wounds.alerts().map(\.id) == [wound])
    #expect(try await fixture.wounds.pendingChangeCount() == 2)
  }

  /// More assessments than SQLite binds variables in one statement: the alerts and the lists
  /// select them by subquery, so a long-followed team never makes them fail. (Debian's SQLite
  /// binds 250,000; the limit is lowered here so that a thousand rows prove it.)
  @Test func alertsHoldMoreAssessmentsThanSQLiteBindsVariables() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-35))
    try await fixture.assess(wound, daysAfterStart: -20)
    try await fixture.store.writer.write { db in
      let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('assessment')")
        .filter { $0 != "id" }.map { "\"\($0)\"" }.joined(separator: ", ")
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
          INSERT INTO assessment (id, \(columns))
          SELECT printf('%08X-0000-4000-8000-000000000000', i), \(columns) FROM n, assessment
          """
      )
    }
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_VARIABLE_NUMBER, 999)
    }
    let narrow = try DatabaseQueue(path: fixture.temporary.url.path, configuration: configuration)
    let histories = try await narrow.read { db in try WoundReads.openHistories(db) }
    #expect(histories.map(\.wound.id) == [wound])
    #expect(histories.first?.assessments.count == 1201)
  }
}
