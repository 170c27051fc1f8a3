import CoreContract
import CoreDatabase
import Foundation
import GRDB
import Testing

@testable import LibPatient

/// Merging a duplicate registration (docs/clinical-rules.md, "Possible duplicate patients")
/// over a real store: the fields filled, the other's records read under the kept patient, the
/// other out of every list, her id resolving to the kept one, the refusals, chains.
@Suite struct PatientMergeTests {
  /// Two registrations of one person: the kept one without phone, physician or allergies.
  static func pair(_ fixture: PatientFixture) async throws -> (keep: Patient.ID, other: Patient.ID)
  {
    let keep = Patient.ID()
    let other = Patient.ID()
    var sparse = PatientDetails.sample
    sparse.phone = nil
    sparse.physicianName = nil
    sparse.allergies = []
    sparse.sex = .unknown
    sparse.address = "4 rue des Lilas"
    try await fixture.library.add(NewPatient(id: keep, details: sparse, notADuplicate: true))
    var full = PatientDetails.sample
    full.givenName = "Zoe"
    try await fixture.library.add(NewPatient(id: other, details: full, notADuplicate: true))
    return (keep, other)
  }

  /// Sets `mergedInto` as a pull would store it, without an outbox entry.
  static func storeMerge(_ fixture: PatientFixture, _ id: Patient.ID, into keep: Patient.ID)
    async throws
  {
    try await fixture.store.writer.write { db in
      try db.execute(
        sql: "UPDATE patient SET mergedInto = ? WHERE id = ?",
        arguments: [keep.databaseKey, id.databaseKey]
      )
    }
  }

  @Test func emptyFieldsOfTheKeptPatientTakeTheOthersAndNothingElseChanges() async throws {
    let fixture = try PatientFixture()
    let (keep, other) = try await Self.pair(fixture)
    try await fixture.library.merge(other, into: keep)

    let kept = try await fixture.library.patient(keep)
    #expect(kept.details.givenName == "Zoë", "names stay the kept patient's")
    #expect(kept.details.address == "4 rue des Lilas", "a field she has stays hers")
    #expect(kept.details.phone == PatientDetails.sample.phone)
    #expect(kept.details.physicianName == "Dr Martin")
    #expect(kept.details.allergies == ["penicillin"])
    #expect(kept.details.sex == .female)
    #expect(kept.mergedInto == nil)
    #expect(try await fixture.library.patient(other).mergedInto == keep)
  }

  @Test func theMergeIsTwoFieldUpdatesInTheOutbox() async throws {
    let fixture = try PatientFixture()
    let (keep, other) = try await Self.pair(fixture)
    let before = try await fixture.outbox().count
    try await fixture.library.merge(other, into: keep)
    let entries = try await fixture.outbox().dropFirst(before)
    #expect(entries.map(\.entityID) == [keep.rawValue, other.rawValue])
    #expect(entries.allSatisfy { $0.operation == .update })
  }

  @Test func theOtherLeavesEveryListAndHerIdResolvesToTheKeptOne() async throws {
    let fixture = try PatientFixture()
    let (keep, other) = try await Self.pair(fixture)
    #expect(try await fixture.library.possibleDuplicates().count == 1)
    try await fixture.library.merge(other, into: keep)

    #expect(try await fixture.library.list().map(\.id) == [keep])
    #expect(try await fixture.library.list(PatientListQuery(status: nil)).map(\.id) == [keep])
    #expect(try await fixture.library.possibleDuplicates().isEmpty)
    #expect(try await fixture.library.resolveID(other.uuidString) == keep)
    #expect(try await fixture.library.resolveID(String(other.databaseKey.prefix(8))) == keep)
    #expect(try await fixture.library.resolveID(other.uuidString, followingMerges: false) == other)
    #expect(try await fixture.library.merges().members(of: other) == [keep, other])
  }

  @Test func herBradensAndABPIsAreReadUnderTheKeptPatient() async throws {
    let fixture = try PatientFixture()
    let (keep, other) = try await Self.pair(fixture)
    let at = fixture.clock.now().addingTimeInterval(-3600)
    try await fixture.library.recordBraden(
      BradenAssessment(patientID: other, assessedAt: at, scores: .adding(to: 12))
    )
    try await fixture.library.recordBraden(
      BradenAssessment(patientID: keep, assessedAt: at.addingTimeInterval(-60), scores: .middling)
    )
    try await fixture.library.merge(other, into: keep)

    #expect(try await fixture.library.bradenHistory(of: keep).map(\.patientID) == [other, keep])
    #expect(try await fixture.library.patient(keep).latestBraden?.total == 12, "the newest of both")
    #expect(try await fixture.library.list().first?.latestBraden?.total == 12)
  }

  @Test func mergingAPatientIntoHerselfIsRefusedNamingFrom() async throws {
    let fixture = try PatientFixture()
    let (keep, _) = try await Self.pair(fixture)
    let before = try await fixture.outbox().count
    await #expect(throws: RuleViolation.self) { try await fixture.library.merge(keep, into: keep) }
    do { try await fixture.library.merge(keep, into: keep) } catch let error as RuleViolation {
      #expect(error.field == "from")
    }
    #expect(try await fixture.outbox().count == before)
  }

  @Test func mergingAMergedPatientOrIntoOneIsRefusedAndWritesNothing() async throws {
    let fixture = try PatientFixture()
    let (keep, other) = try await Self.pair(fixture)
    let third = try await fixture.addPatient(given: "Ada")
    try await fixture.library.merge(other, into: keep)
    let before = try await fixture.outbox().count
    for (from, into, field) in [(other, third, "from"), (third, other, "keep")] {
      do {
        try await fixture.library.merge(from, into: into)
        Issue.record("merged \(field)")
      } catch let error as RuleViolation {
        #expect(error.field == field)
      }
    }
    await #expect(throws: IDLookupError.self) {
      try await fixture.library.merge(Patient.ID(), into: keep)
    }
    #expect(try await fixture.outbox().count == before)
    #expect(try await fixture.library.patient(third).mergedInto == nil)
  }

  @Test func aChainResolvesToItsEnd() async throws {
    let fixture = try PatientFixture()
    let a = try await fixture.addPatient(given: "Ann")
    let b = try await fixture.addPatient(given: "Bea")
    let c = try await fixture.addPatient(given: "Cat")
    try await Self.storeMerge(fixture, a, into: b)
    try await Self.storeMerge(fixture, b, into: c)
    let merges = try await fixture.library.merges()
    #expect(merges.kept(a) == c)
    #expect(merges.kept(b) == c)
    #expect(merges.members(of: a).first == c)
    #expect(Set(merges.members(of: c)) == [a, b, c])
    #expect(try await fixture.library.resolveID(a.uuidString) == c)
    #expect(try await fixture.library.list().map(\.id) == [c])
  }

  @Test func aCycleOrAMergeIntoAnUnknownPatientLeavesEachStanding() async throws {
    let fixture = try PatientFixture()
    let a = try await fixture.addPatient(given: "Ann")
    let b = try await fixture.addPatient(given: "Bea")
    let c = try await fixture.addPatient(given: "Cat")
    try await Self.storeMerge(fixture, a, into: b)
    try await Self.storeMerge(fixture, b, into: a)
    try await Self.storeMerge(fixture, c, into: Patient.ID())
    #expect(try await fixture.library.merges().keptIDs.isEmpty)
    #expect(Set(try await fixture.library.list().map(\.id)) == [a, b, c])
    #expect(try await fixture.library.resolveID(a.uuidString) == a)
  }

  @Test func aMergePulledFromTheTeamIsReadTheSameWay() async throws {
    let fixture = try PatientFixture()
    let (keep, other) = try await Self.pair(fixture)
    var wire = try await fixture.store.writer.read { db in
      try PatientAdapter.wire(from: try #require(try PatientReads.record(db, other)))
    }
    wire.mergedInto = RecordID(keep.rawValue)
    let record = try PatientAdapter.record(from: wire)
    try await fixture.store.writer.write { db in try record.updateRow(db) }
    #expect(try await fixture.library.list().map(\.id) == [keep])
    #expect(try await fixture.library.patient(other).mergedInto == keep)
  }

  /// Every library reads the merges through `PatientMerges.read`, by the view's column names:
  /// a view whose columns come in another order gives the same merges.
  @Test func theMergesAreReadByColumnName() async throws {
    let fixture = try PatientFixture()
    let (keep, other) = try await Self.pair(fixture)
    try await fixture.library.merge(other, into: keep)
    let reordered = try await fixture.store.writer.write { db in
      let declared = try PatientMerges.read(db)
      try db.execute(
        sql: """
          DROP VIEW patient_merge;
          CREATE VIEW patient_merge AS
          SELECT mergedInto AS keptID, id FROM patient WHERE mergedInto IS NOT NULL;
          """
      )
      #expect(try PatientMerges.read(db) == declared)
      return declared
    }
    #expect(reordered.keptIDs == [other: keep])
  }
}
