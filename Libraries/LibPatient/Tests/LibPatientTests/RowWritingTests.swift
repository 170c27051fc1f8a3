import CoreContract
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibPatient

/// Every row type of LibPatient's tables is stored by `StoreRecord`'s writes as GRDB's
/// `Codable` insert (and save, update) stores it, byte for byte, in the app's own tables: NULLs,
/// unicode text, extreme instants.
@Suite("LibPatient's rows written both ways")
struct RowWritingTests {
  private let fixture: PatientFixture
  private var writer: any DatabaseWriter { fixture.temporary.store.writer }

  init() throws { fixture = try PatientFixture() }

  @Test func patients() throws {
    let id = UUID()
    let full = PatientRecord(
      id: id,
      givenName: RowsWrittenBothWays.unicode,
      familyName: "Dupont",
      birthDate: "1940-01-01",
      sex: "female",
      address: RowsWrittenBothWays.unicode,
      phone: "+33 6",
      identifier: "ID-1",
      physicianName: RowsWrittenBothWays.unicode,
      physicianPhone: "01",
      allergies: ["latex", RowsWrittenBothWays.unicode],
      notes: "",
      status: "active",
      version: .max,
      createdAt: RowsWrittenBothWays.instants[0],
      updatedAt: RowsWrittenBothWays.instants[1],
      givenNameKey: "zoe",
      familyNameKey: "dupont",
      searchKey: "zoe dupont id-1",
      photoConsentStatus: "granted",
      photoConsentOn: "2026-03-01",
      photoConsentBy: RowsWrittenBothWays.unicode,
      photoConsentScope: "team",
      mergedInto: UUID()
    )
    let bare = PatientRecord(
      id: id,
      givenName: "",
      familyName: "",
      birthDate: "1900-01-01",
      sex: "unknown",
      address: nil,
      phone: nil,
      identifier: nil,
      physicianName: nil,
      physicianPhone: nil,
      allergies: [],
      notes: nil,
      status: "active",
      version: nil,
      createdAt: RowsWrittenBothWays.instants[2],
      updatedAt: RowsWrittenBothWays.instants[3],
      givenNameKey: "",
      familyNameKey: "",
      searchKey: ""
    )
    for (row, over) in [(full, bare), (bare, full)] {
      #expect(try RowsWrittenBothWays.differences(.insert, row, in: writer) == [])
      for write in [RowsWrittenBothWays.Write.save, .update] {
        #expect(try RowsWrittenBothWays.differences(write, row, over: over, in: writer) == [])
      }
    }
  }

  @Test func bradenAssessments() throws {
    for at in RowsWrittenBothWays.instants {
      let full = BradenRecord(
        id: UUID(),
        patientID: UUID(),
        assessedAt: at,
        sensoryPerception: 1,
        moisture: 2,
        activity: 3,
        mobility: 4,
        nutrition: 1,
        frictionShear: 3,
        recordedAt: at,
        assessedBy: RowsWrittenBothWays.unicode
      )
      var bare = full
      bare.assessedBy = nil
      for row in [full, bare] {
        #expect(try RowsWrittenBothWays.differences(.insert, row, in: writer) == [])
      }
    }
  }

  @Test func abpiMeasurements() throws {
    for at in RowsWrittenBothWays.instants {
      let full = Wire.ABPI(
        id: RecordID(UUID()),
        patientId: RecordID(UUID()),
        measuredAt: at,
        measuredBy: RowsWrittenBothWays.unicode,
        brachialLeft: 120,
        brachialRight: 0,
        leftDorsalisPedis: .max,
        leftPosteriorTibial: 1,
        rightDorsalisPedis: 2,
        rightPosteriorTibial: 3
      )
      let bare = Wire.ABPI(id: full.id, patientId: full.patientId, measuredAt: at)
      for row in [full, bare] {
        #expect(try RowsWrittenBothWays.differences(.insert, ABPIRow(row), in: writer) == [])
      }
    }
  }
}

extension PatientRecord: MutablePersistableRecord {}
extension BradenRecord: MutablePersistableRecord {}
extension StoredRecord: @retroactive MutablePersistableRecord {}
