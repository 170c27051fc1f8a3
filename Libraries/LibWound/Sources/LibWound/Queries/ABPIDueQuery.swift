import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// The open wounds whose care plan compresses a leg whose latest ABPI is more than 84 days
/// old, or that has none (docs/clinical-rules.md "Compression"): what the alerts say is due.
struct ABPIDueQuery {
  let context: WoundContext
  let plans: CarePlanStore

  /// A wound under compression: the patient whose ABPI it needs, its site and level.
  struct Compressing: Sendable {
    var woundID: Wound.ID
    var patientID: Patient.ID
    var site: BodySite
    var level: CompressionLevel
  }

  func execute() async throws -> Set<Wound.ID> {
    let compressing = try await plans.store.read { db in try Self.compressing(db) }
    let timeZone = context.settings.timeZone
    let today = CalendarDate(context.now(), in: timeZone)
    var measurements: [Patient.ID: [ABPIMeasurement]] = [:]
    var due: Set<Wound.ID> = []
    for wound in compressing {
      if measurements[wound.patientID] == nil {
        measurements[wound.patientID] = try await context.abpis(wound.patientID)
      }
      let stale = CompressionSafetyRule.isABPIDue(
        wound.level,
        site: wound.site,
        measurements: measurements[wound.patientID] ?? [],
        today: today,
        timeZone: timeZone
      )
      if stale { due.insert(wound.woundID) }
    }
    return due
  }

  /// The open wounds of active patients whose plan compresses.
  static func compressing(_ db: Database) throws -> [Compressing] {
    enum Column: Int, SelectedColumn { case woundID, patientID, site, compressionLevel }
    let sql = """
      SELECT wound.id AS woundID, wound.patientID, wound.site, care_plan.compressionLevel
      FROM care_plan JOIN wound ON wound.id = care_plan.id
      JOIN patient ON patient.id = wound.patientID
      WHERE wound.status = 'open' AND patient.status = 'active'
        AND care_plan.compressionLevel IS NOT NULL
      """
    var compressing: [Compressing] = []
    try Column.forEach(db.makeStatement(sql: sql)) { row in
      compressing.append(
        Compressing(
          woundID: try row.id(.woundID),
          patientID: try row.id(.patientID),
          site: try row.value(.site, BodySite.init(rawValue:)),
          level: try row.value(.compressionLevel, CompressionLevel.init(rawValue:))
        )
      )
    }
    return compressing
  }
}
