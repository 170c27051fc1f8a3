import CoreContract
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibWound

/// `wound.v4`: coded body sites. A store written before it keeps every wound's site exactly:
/// each old name reads as the structure and side it named, with no clock position.
@Suite("wound.v4: coded body sites migrate exactly")
struct CodedSiteMigrationTests {
  /// The old fixed list, each name with the structure and side it must read as.
  static let oldSites: [(String, BodyStructure, Laterality)] = [
    ("sacrum", .sacrum, .none), ("coccyx", .coccyx, .none),
    ("left-heel", .heel, .left), ("right-heel", .heel, .right),
    ("left-ischium", .ischium, .left), ("right-ischium", .ischium, .right),
    ("left-trochanter", .trochanter, .left), ("right-trochanter", .trochanter, .right),
    ("left-malleolus", .malleolus, .left), ("right-malleolus", .malleolus, .right),
    ("left-lower-leg", .lowerLeg, .left), ("right-lower-leg", .lowerLeg, .right),
    ("left-foot", .foot, .left), ("right-foot", .foot, .right),
    ("left-toe", .toe, .left), ("right-toe", .toe, .right),
    ("abdomen", .abdomen, .none), ("back", .back, .none), ("other", .other, .none),
  ]

  @Test func rowsWrittenBeforeReadAsTheSameStructureAndSide() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("nurse.sqlite")
    // The previous LibWound had neither `wound.v4` nor the columns derived from the record.
    let derived = WoundLibrary.migrations.filter { $0.name.hasPrefix("wound.column.") }
    let previous =
      PatientLibrary.migrations
      + WoundLibrary.migrations.filter {
        $0.name != "wound.v4" && !$0.name.hasPrefix("wound.column.")
      }
    #expect(
      previous.count
        == PatientLibrary.migrations.count + WoundLibrary.migrations.count - 1 - derived.count
    )
    let patientID = Patient.ID()
    let ids = Dictionary(uniqueKeysWithValues: Self.oldSites.map { ($0.0, Wound.ID()) })
    do {
      // A store as the previous LibWound left it: one wound at each site of the old list.
      let old = try Store.open(at: url, migrations: previous)
      let patients = PatientLibrary.live(store: old, now: { WoundFixture.start })
      try await patients.add(
        NewPatient(
          id: patientID,
          details: PatientDetails(
            givenName: "Zoë",
            familyName: "Dupont",
            birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
            sex: .female
          ),
          notADuplicate: true
        )
      )
      try await old.writer.write { db in
        let columns = try db.columns(in: "wound").map(\.name)
        #expect(!columns.contains("clockPosition"))
        for (name, id) in ids {
          try db.execute(
            sql: """
              INSERT INTO wound (id, patientID, openedOn, type, site, status, createdAt, updatedAt)
              VALUES (?, ?, '2025-06-01', 'other', ?, 'open', ?, ?)
              """,
            arguments: [
              id.uuidString.lowercased(), patientID.uuidString.lowercased(), name,
              WoundFixture.start, WoundFixture.start,
            ]
          )
        }
      }
    }

    let store = try Store.open(
      at: url,
      migrations: PatientLibrary.migrations + WoundLibrary.migrations
    )
    let wounds = WoundLibrary.live(
      store: store,
      settings: WoundSettings(timeZone: WoundFixture.utc),
      now: { WoundFixture.start },
      author: { nil }
    )
    for (name, structure, side) in Self.oldSites {
      let wound = try await wounds.wound(try #require(ids[name])).wound
      #expect(wound.site.rawValue == name)
      #expect(wound.site.structure == structure && wound.site.laterality == side, "\(name)")
      #expect(wound.clockPosition == nil)
    }
    let stored = try await store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT site FROM wound ORDER BY site")
    }
    #expect(stored == Self.oldSites.map(\.0).sorted())
  }
}

/// A coded site with its clock position is stored as its short name and corrected like any field.
@Suite("Coded body sites in the library")
struct CodedSiteTests {
  @Test func aSiteWithItsClockIsStoredAndCorrected() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let id = Wound.ID()
    try await fixture.wounds.open(
      NewWound(
        id: id,
        patientID: patient,
        details: WoundDetails(type: .venousLegUlcer, site: .bilateralLowerLeg, clockPosition: 3)
      )
    )
    var wound = try await fixture.wounds.wound(id).wound
    #expect(wound.site == .bilateralLowerLeg && wound.clockPosition == 3)
    let stored = try await fixture.wire(id)
    #expect(stored.site.rawValue == "bilateral-lower-leg" && stored.clockPosition == 3)

    var edit = WoundDetails(wound)
    edit.site = .leftHeel
    edit.clockPosition = nil
    try await fixture.wounds.edit(id, edit)
    wound = try await fixture.wounds.wound(id).wound
    #expect(wound.site == .leftHeel && wound.clockPosition == nil)
  }

  @Test(arguments: [0, 13])
  func aClockOffTheFaceIsRefusedNamingItsField(clock: Int) async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    do {
      try await fixture.wounds.open(
        NewWound(
          patientID: patient,
          details: WoundDetails(type: .burn, site: .back, clockPosition: clock)
        )
      )
      Issue.record("clock \(clock) was accepted")
    } catch let refusal as RuleViolation {
      #expect(refusal.field == "clockPosition")
    }
    #expect(try await fixture.wounds.wounds(of: patient).isEmpty)
  }
}
