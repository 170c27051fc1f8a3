import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibPatient

@Suite("patient.v3: whole-record conflicts become per-field conflicts")
struct PatientMigrationTests {
  static let patientID = "6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11"

  /// A patient as `patient.v2`'s conflicts kept her (the old payload: absent optionals).
  static func payload(givenName: String, phone: String?, status: String, version: Int) -> String {
    let phone = phone.map { #","phone":"\#($0)""# } ?? ""
    return """
      {"id":"\(patientID)","givenName":"\(givenName)","familyName":"Dupont",\
      "birthDate":"1941-03-09","sex":"female","allergies":["penicillin"]\(phone),\
      "status":"\(status)","version":\(version),"createdAt":"2025-06-15T10:00:00.000Z",\
      "updatedAt":"2025-06-15T11:00:00.000Z"}
      """
  }

  @Test func eachDifferingMergeableFieldBecomesOneConflictAndTheOldTableGoes() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("nurse.sqlite")
    do {
      // A store as the previous LibPatient left it, with one open conflict.
      let old = try Store.open(at: url, migrations: [PatientSchema.v1, PatientSchema.v2])
      try await old.writer.write { db in
        try db.execute(
          sql: "INSERT INTO conflicts (id, patientID, mine, theirs, createdAt) VALUES (?,?,?,?,?)",
          arguments: [
            UUID().uuidString.lowercased(), Self.patientID,
            Data(Self.payload(givenName: "Zoé", phone: "+33 6", status: "active", version: 2).utf8),
            Data(Self.payload(givenName: "Zoë", phone: nil, status: "archived", version: 3).utf8),
            PatientFixture.start,
          ]
        )
      }
    }
    let store = try Store.open(at: url, migrations: PatientLibrary.migrations)

    let conflicts = try await SyncLedger(store: store).conflicts().sorted { $0.field < $1.field }
    #expect(conflicts.map(\.field) == ["givenName", "phone", "status"])
    #expect(conflicts.allSatisfy { $0.type == Wire.Patient.type })
    #expect(conflicts.allSatisfy { $0.recordID == RecordID(Self.patientID) })
    #expect(conflicts[0].mine == .string("Zoé"))
    #expect(conflicts[0].theirs == .string("Zoë"))
    #expect(conflicts[1].mine == .string("+33 6"))
    #expect(conflicts[1].theirs == .null)
    #expect(conflicts[2].theirs == .string("archived"))
    let oldTable = try await store.writer.read { db in try db.tableExists("conflicts") }
    #expect(!oldTable)
  }
}
