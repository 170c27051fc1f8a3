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

  /// Instants at the ends of what a row holds, and a half millisecond that rounds up.
  static let instants = [
    Date(timeIntervalSince1970: -11_644_473_600),  // 1601-01-01
    Date(timeIntervalSince1970: 253_402_300_799.999),  // 9999-12-31 23:59:59.999
    Date(timeIntervalSince1970: -0.0005),
    Date(timeIntervalSince1970: 1_780_000_000.123_25),
  ]
  static let unicode = "Zoë \u{301}🩹 l'œdème\n\t\"cité\" / fin"

  @Test func patients() throws {
    let id = UUID()
    let full = PatientRecord(
      id: id,
      givenName: Self.unicode,
      familyName: "Dupont",
      birthDate: "1940-01-01",
      sex: "female",
      address: Self.unicode,
      phone: "+33 6",
      identifier: "ID-1",
      physicianName: Self.unicode,
      physicianPhone: "01",
      allergies: ["latex", Self.unicode],
      notes: "",
      status: "active",
      version: .max,
      createdAt: Self.instants[0],
      updatedAt: Self.instants[1],
      givenNameKey: "zoe",
      familyNameKey: "dupont",
      searchKey: "zoe dupont id-1",
      photoConsentStatus: "granted",
      photoConsentOn: "2026-03-01",
      photoConsentBy: Self.unicode,
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
      createdAt: Self.instants[2],
      updatedAt: Self.instants[3],
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
    for at in Self.instants {
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
        assessedBy: Self.unicode
      )
      var bare = full
      bare.assessedBy = nil
      for row in [full, bare] {
        #expect(try RowsWrittenBothWays.differences(.insert, row, in: writer) == [])
      }
    }
  }

  @Test func abpiMeasurements() throws {
    for at in Self.instants {
      let full = Wire.ABPI(
        id: RecordID(UUID()),
        patientId: RecordID(UUID()),
        measuredAt: at,
        measuredBy: Self.unicode,
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
