import CoreContract
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibWound

/// Every row type of LibWound's tables is stored by `StoreRecord`'s writes as GRDB's `Codable`
/// insert (and save, update) stores it, byte for byte, in the app's own tables: NULLs, unicode
/// text, extreme instants.
@Suite("LibWound's rows written both ways")
struct RowWritingTests {
  private let fixture: WoundFixture
  private var writer: any DatabaseWriter { fixture.temporary.store.writer }

  init() throws { fixture = try WoundFixture() }

  /// Instants at the ends of what a row holds, and a half millisecond that rounds up.
  static let instants = [
    Date(timeIntervalSince1970: -11_644_473_600),  // 1601-01-01
    Date(timeIntervalSince1970: 253_402_300_799.999),  // 9999-12-31 23:59:59.999
    Date(timeIntervalSince1970: -0.0005),
    Date(timeIntervalSince1970: 1_780_000_000.123_25),
  ]
  static let unicode = "Zoë \u{301}🩹 l'œdème\n\t\"cité\" / fin"

  @Test func assessments() throws {
    for (index, at) in Self.instants.enumerated() {
      let full = AssessmentRecord(
        id: UUID(),
        woundID: UUID(),
        takenAt: at,
        takenBy: Self.unicode,
        lengthTenths: .max,
        widthTenths: 0,
        depthTenths: -1,
        underminingClock: 12,
        underminingDepthTenths: 5,
        tunnellingClock: 1,
        tunnellingDepthTenths: 3,
        epithelial: 10,
        granulation: 60,
        slough: 20,
        necrotic: 10,
        exudateAmount: "moderate",
        exudateType: "serous",
        periwound: ["macerated", Self.unicode],
        odour: true,
        pain: 10,
        infectionSigns: index == 0 ? [] : ["warmth"],
        dressing: Self.unicode,
        notes: "",
        supersedes: UUID(),
        recordedAt: at
      )
      var bare = full
      (bare.takenBy, bare.depthTenths, bare.underminingClock, bare.underminingDepthTenths) =
        (nil, nil, nil, nil)
      (bare.tunnellingClock, bare.tunnellingDepthTenths, bare.exudateType, bare.pain) =
        (nil, nil, nil, nil)
      (bare.dressing, bare.notes, bare.supersedes, bare.periwound) = (nil, nil, nil, [])
      for row in [full, bare] {
        #expect(try RowsWrittenBothWays.differences(.insert, row, in: writer) == [])
      }
    }
  }

  @Test func photosAndTheirAttachments() throws {
    for at in Self.instants {
      let photo = PhotoRecord(
        id: String(repeating: "ab", count: 32),
        format: "jpeg",
        byteCount: .max,
        storedAt: at
      )
      #expect(try RowsWrittenBothWays.differences(.insert, photo, in: writer) == [])
      let attachment = AssessmentPhotoRecord(
        id: UUID(),
        assessmentID: UUID(),
        photoID: photo.id,
        attachedAt: at
      )
      #expect(try RowsWrittenBothWays.differences(.insert, attachment, in: writer) == [])
    }
  }

  @Test func carePlans() throws {
    let id = UUID().uuidString.lowercased()
    let full = CarePlanRecord(
      id: id,
      startsOn: "2026-03-01",
      cleansing: Self.unicode,
      primaryDressing: "foam",
      secondaryDressing: Self.unicode,
      changeEveryDays: 2,
      changeWeekdays: "monday,thursday",
      assessEveryDays: 7,
      referringNurse: Self.unicode,
      version: 3,
      createdAt: Self.instants[0],
      updatedAt: Self.instants[1],
      updatedBy: "n1",
      compressionLevel: "light",
      advisedBy: Self.unicode,
      advisedOn: "2026-02-27"
    )
    let bare = CarePlanRecord(
      id: id,
      startsOn: "2026-03-01",
      cleansing: nil,
      primaryDressing: "",
      secondaryDressing: nil,
      changeEveryDays: nil,
      changeWeekdays: nil,
      assessEveryDays: 1,
      referringNurse: nil,
      version: nil,
      createdAt: Self.instants[2],
      updatedAt: Self.instants[3],
      updatedBy: nil,
      compressionLevel: nil,
      advisedBy: nil,
      advisedOn: nil
    )
    for (row, over) in [(full, bare), (bare, full)] {
      #expect(try RowsWrittenBothWays.differences(.insert, row, in: writer) == [])
      for write in [RowsWrittenBothWays.Write.save, .update] {
        #expect(try RowsWrittenBothWays.differences(write, row, over: over, in: writer) == [])
      }
    }
  }

  @Test func visitsAndTheirItems() throws {
    for at in Self.instants {
      let full = VisitRecord(
        id: UUID().uuidString.lowercased(),
        patientID: UUID().uuidString.lowercased(),
        visitedAt: at,
        visitedBy: Self.unicode,
        note: Self.unicode,
        recordedAt: at,
        voids: UUID().uuidString.lowercased(),
        outcome: "deceased",
        deceasedOn: "2026-03-01",
        startedAt: at
      )
      let bare = VisitRecord(
        id: full.id,
        patientID: full.patientID,
        visitedAt: at,
        visitedBy: nil,
        note: nil,
        recordedAt: at,
        voids: nil,
        outcome: nil,
        deceasedOn: nil,
        startedAt: nil
      )
      for row in [full, bare] {
        #expect(try RowsWrittenBothWays.differences(.insert, row, in: writer) == [])
      }
      let item = VisitItemRecord(
        visitID: full.id,
        kind: "assessment",
        targetID: full.id,
        position: .max
      )
      #expect(try RowsWrittenBothWays.differences(.insert, item, in: writer) == [])
    }
  }

  @Test func woundsAndHandoverMarks() throws {
    let id = RecordID(UUID())
    for at in Self.instants {
      let full = Wire.Wound(
        id: id,
        patientId: RecordID(UUID()),
        openedOn: "2026-03-01",
        openedBy: Self.unicode,
        type: .pressureInjury,
        site: .leftLowerLeg,
        clockPosition: 12,
        description: Self.unicode,
        stage: .stage2,
        status: .healed,
        healedOn: "2026-04-01",
        closedReason: Self.unicode,
        version: .max,
        createdAt: at,
        updatedAt: at
      )
      let bare = Wire.Wound(
        id: id,
        patientId: full.patientId,
        openedOn: "2026-03-01",
        type: .venousLegUlcer,
        site: .sacrum,
        createdAt: at,
        updatedAt: at
      )
      for (row, over) in [(full, bare), (bare, full)] {
        #expect(try RowsWrittenBothWays.differences(.insert, WoundRow(row), in: writer) == [])
        for write in [RowsWrittenBothWays.Write.save, .update] {
          #expect(
            try RowsWrittenBothWays.differences(
              write,
              WoundRow(row),
              over: WoundRow(over),
              in: writer
            ) == []
          )
        }
      }
      let mark = Wire.HandoverSeen(
        id: RecordID(UUID()),
        patientId: RecordID(UUID()),
        nurse: Self.unicode,
        seenAt: at
      )
      #expect(try RowsWrittenBothWays.differences(.insert, HandoverSeenRow(mark), in: writer) == [])
    }
  }
}

extension AssessmentRecord: MutablePersistableRecord {}
extension PhotoRecord: MutablePersistableRecord {}
extension AssessmentPhotoRecord: MutablePersistableRecord {}
extension CarePlanRecord: MutablePersistableRecord {}
extension VisitRecord: MutablePersistableRecord {}
extension VisitItemRecord: MutablePersistableRecord {}
extension StoredRecord: @retroactive MutablePersistableRecord {}
