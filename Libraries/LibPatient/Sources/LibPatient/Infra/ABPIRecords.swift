import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB

/// A row of the `abpi` table: the contract's `Wire.ABPI` as it is (CoreDatabase's
/// `StoredRecord`), one shape for the wire and the store.
typealias ABPIRow = StoredRecord<Wire.ABPI>

extension PatientSchema {
  /// `patient.v7`: ankle-brachial pressure index measurements, one column per key of
  /// `Wire.ABPI`. A patient's measurements go with her.
  static let v7 = Migration("patient.v7") { db in
    try db.create(table: ABPIRow.databaseTableName) { table in
      table.primaryKey("id", .text)
      table.column("patientId", .text).notNull().references("patient", onDelete: .cascade)
      table.column("measuredAt", .datetime).notNull()
      table.column("measuredBy", .text)
      for pressure in Wire.ABPI.CodingKeys.allCases.filter(\.isPressure) {
        table.column(pressure.rawValue, .integer)
      }
    }
    try db.create(index: "abpi_on_patient", on: "abpi", columns: ["patientId", "measuredAt"])
  }
}

extension Wire.ABPI.CodingKeys {
  /// A systolic pressure's column.
  fileprivate var isPressure: Bool {
    ![.id, .patientId, .measuredAt, .measuredBy].contains(self)
  }
}

/// Converts measurements between the domain shape and the contract's `Wire.ABPI`.
enum ABPIAdapter {
  static func wire(from abpi: ABPIMeasurement) -> Wire.ABPI {
    Wire.ABPI(
      id: abpi.id.recordID,
      patientId: abpi.patientID.recordID,
      measuredAt: abpi.measuredAt,
      measuredBy: abpi.measuredBy,
      brachialLeft: abpi.brachial.left,
      brachialRight: abpi.brachial.right,
      leftDorsalisPedis: abpi.left?.dorsalisPedis,
      leftPosteriorTibial: abpi.left?.posteriorTibial,
      rightDorsalisPedis: abpi.right?.dorsalisPedis,
      rightPosteriorTibial: abpi.right?.posteriorTibial
    )
  }

  /// A leg whose two pressures are both missing was not assessed.
  static func measurement(from wire: Wire.ABPI) -> ABPIMeasurement {
    ABPIMeasurement(
      id: ABPIMeasurement.ID(wire.id),
      patientID: Patient.ID(wire.patientId),
      measuredAt: wire.measuredAt,
      measuredBy: wire.measuredBy,
      brachial: ArmPressures(left: wire.brachialLeft, right: wire.brachialRight),
      left: .taken(
        dorsalisPedis: wire.leftDorsalisPedis,
        posteriorTibial: wire.leftPosteriorTibial
      ),
      right: .taken(
        dorsalisPedis: wire.rightDorsalisPedis,
        posteriorTibial: wire.rightPosteriorTibial
      )
    )
  }
}

extension PatientSync {
  /// Measurements are append-only: one already here never changes. One whose patient is not
  /// in this store fails its foreign key, so CoreSync parks it until she arrives.
  static let abpis = SyncedRecords(
    Wire.ABPI.self,
    stored: .table(ABPIRow.databaseTableName),
    heldIn: ABPIRow.databaseTableName,
    save: { abpi, db in try ABPIRow(abpi).insertRow(db) },
    delete: { id, db in _ = try ABPIRow.deleteOne(db, key: id.text) },
    current: { id, db in try ABPIRow.fetchOne(db, key: id.text)?.record }
  )
}

extension SQLitePatientCache {
  func append(_ abpi: Wire.ABPI, recordedAt: Date) async throws {
    try await writer.write { db in
      guard try PatientReads.exists(db, Patient.ID(abpi.patientId)) else {
        throw IDLookupError.notFound(.patient, abpi.patientId.text)
      }
      if try ABPIRow.exists(db, key: abpi.id.text) {
        throw RuleViolation(field: "id", reason: "is already used by another measurement")
      }
      try ABPIRow(abpi).insertRow(db)
      try SyncOutbox.add(abpi, today: recordedAt, at: recordedAt, in: db)
    }
  }

  func abpiHistory(of patientID: Patient.ID) async throws -> [ABPIMeasurement]? {
    try await store.read { db in
      guard try PatientReads.exists(db, patientID) else { return nil }
      let members = try PatientMerges.read(db).members(of: patientID).map(\.databaseKey)
      return try ABPIRow.filter(members.contains(Column("patientId")))
        .order(Column("measuredAt").desc)
        .fetchAll(db)
        .map { ABPIAdapter.measurement(from: $0.record) }
    }
  }
}
