import CoreDatabase
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibWound

/// Every hand-written select reads its columns by name (`SelectedColumn`): a stored value that
/// does not read, written into a real store by hand, is refused naming its column, never
/// shown half read.
@Suite("Reads name a damaged column")
struct StoredColumnReadTests {
  enum Read: String, Sendable { case caseload, round, handover, linkable, alerts }

  /// `column` of `table` set to text that is no id, day or name of anything, then `read`.
  struct Damage: Sendable, CustomTestStringConvertible {
    var table: String
    var column: String
    var read: Read
    var testDescription: String { "\(read.rawValue): \(table).\(column)" }
  }

  static let damages = [
    ("assessment", "exudateAmount", [Read.caseload, .round, .handover]),
    ("wound", "openedOn", [.round]),
    ("care_plan", "startsOn", [.round]),
    ("care_plan", "compressionLevel", [.round, .alerts]),
    ("visit", "patientID", [.round, .handover]),
    ("braden", "patientID", [.handover]),
    ("abpi", "id", [.handover]),
    ("handoverSeen", "patientId", [.handover]),
    ("braden", "id", [.linkable]),
  ].flatMap { table, column, reads in reads.map { Damage(table: table, column: column, read: $0) } }

  /// The column an error names, when it is a column that does not read.
  static func column(of error: any Error) -> String? {
    switch error {
    case let unreadable as StoredColumnUnreadable: unreadable.column
    default: nil
    }
  }

  @Test(arguments: damages) func aDamagedValueIsRefusedNamingItsColumn(_ damage: Damage)
    async throws
  {
    let team = try await HandoverTests.Team()
    let (fixture, now) = (team.fixture, team.fixture.clock.now().addingTimeInterval(3600))
    fixture.clock.advance(seconds: 3600)
    try await team.annaAssesses(hoursAfterStart: 0.5, length: 40, width: 30)
    try await team.annaPatients.recordBraden(
      BradenAssessment(patientID: team.patient, assessedAt: now, scores: .healthy)
    )
    try await team.annaPatients.recordABPI(
      ABPIMeasurement(
        patientID: team.patient,
        measuredAt: now,
        brachial: ArmPressures(left: 120, right: nil),
        left: AnklePressures(dorsalisPedis: 117, posteriorTibial: nil),
        right: nil
      )
    )
    try await fixture.wounds.markHandoverSeen(team.patient)
    try await fixture.store.writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      try db.execute(sql: "UPDATE \(damage.table) SET \(damage.column) = 'damaged'")
      try db.execute(sql: "PRAGMA foreign_keys = ON")
    }
    do {
      switch damage.read {
      case .caseload: _ = try await fixture.wounds.caseload()
      case .round: _ = try await fixture.wounds.round()
      case .handover:
        // Since her last look (her marks and visits read), then from the start (all of it).
        _ = try await fixture.wounds.handover(.all)
        _ = try await fixture.wounds.handover(.all, since: WoundFixture.start)
      case .linkable: _ = try await fixture.wounds.linkableRecords(of: team.patient)
      case .alerts: _ = try await fixture.wounds.alerts()
      }
      Issue.record("\(damage.read) read the damaged store")
    } catch {
      #expect(Self.column(of: error) == damage.column, "\(error)")
    }
  }
}
