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

  @Test func assessments() throws {
    for (index, at) in RowsWrittenBothWays.instants.enumerated() {
      let full = AssessmentRecord(
        id: UUID(),
        woundID: UUID(),
        takenAt: at,
        takenBy: RowsWrittenBothWays.unicode,
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
        periwound: ["macerated", RowsWrittenBothWays.unicode],
        odour: true,
        pain: 10,
        infectionSigns: index == 0 ? [] : ["warmth"],
        dressing: RowsWrittenBothWays.unicode,
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
    for at in RowsWrittenBothWays.instants {
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
      cleansing: RowsWrittenBothWays.unicode,
      primaryDressing: "foam",
      secondaryDressing: RowsWrittenBothWays.unicode,
      changeEveryDays: 2,
      changeWeekdays: "monday,thursday",
      assessEveryDays: 7,
      referringNurse: RowsWrittenBothWays.unicode,
      version: 3,
      createdAt: RowsWrittenBothWays.instants[0],
      updatedAt: RowsWrittenBothWays.instants[1],
      updatedBy: "n1",
      compressionLevel: "light",
      advisedBy: RowsWrittenBothWays.unicode,
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
      createdAt: RowsWrittenBothWays.instants[2],
      updatedAt: RowsWrittenBothWays.instants[3],
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
    for at in RowsWrittenBothWays.instants {
      let full = VisitRecord(
        id: UUID().uuidString.lowercased(),
        patientID: UUID().uuidString.lowercased(),
        visitedAt: at,
        visitedBy: RowsWrittenBothWays.unicode,
        note: RowsWrittenBothWays.unicode,
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
    for at in RowsWrittenBothWays.instants {
      let full = Wire.Wound(
        id: id,
        patientId: RecordID(UUID()),
        openedOn: "2026-03-01",
        openedBy: RowsWrittenBothWays.unicode,
        type: .pressureInjury,
        site: .leftLowerLeg,
        clockPosition: 12,
        description: RowsWrittenBothWays.unicode,
        stage: .stage2,
        status: .healed,
        healedOn: "2026-04-01",
        closedReason: RowsWrittenBothWays.unicode,
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
        nurse: RowsWrittenBothWays.unicode,
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
