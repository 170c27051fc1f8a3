import CoreContract
import CoreSync
import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// Voiding a visit recorded by mistake: a synced void record, never a deletion; a voided visit
/// counts for nothing (no dressing changed, nothing linked, not visited that day).
@Suite struct VisitVoidTests {
  @Test func aVoidIsAnAppendedVisitRecordAndTheVisitStaysCarryingIt() async throws {
    let fixture = try WoundFixture(author: "anna")
    let patient = try await fixture.addPatient()
    let visit = Visit.ID()
    try await fixture.wounds.record(NewVisit(id: visit, patientID: patient, note: "seen"))
    fixture.clock.advance(seconds: 600)
    let void = Visit.ID()
    try await fixture.wounds.voidVisit(visit, reason: " wrong patient ", id: void)

    let visits = try await fixture.wounds.visits(of: patient)
    #expect(visits.map(\.id) == [visit])
    #expect(visits.first?.note == "seen")
    #expect(
      visits.first?.voided
        == VisitVoid(
          id: void,
          voidedAt: WoundFixture.start.addingTimeInterval(600),
          voidedBy: "anna",
          reason: "wrong patient"
        )
    )
    #expect(try await fixture.count("visit") == 2)
    let entries = try await fixture.outbox().filter { $0.entityType == "visit" }
    #expect(entries.map(\.operation) == [.append, .append])
    let sent = try WireCoding.decoder.decode(
      Wire.Visit.self,
      from: try #require(entries.last?.payload)
    )
    #expect(sent.voids == RecordID(visit.rawValue))
    #expect(sent.patientId == RecordID(patient.rawValue))
    #expect(sent.parent == RecordReference(Wire.Visit.type, RecordID(visit.rawValue)))
    #expect(try await fixture.wounds.resolveVisitID(String(void.uuidString.prefix(8))) == void)
  }

  @Test func aVoidedVisitChangedNoDressingLinksNothingAndLeavesTheDayUnvisited() async throws {
    let fixture = try WoundFixture(author: "anna")
    let patient = try await fixture.addPatient(family: "Martin", address: "1 rue A, 75011 Paris")
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-3))
    try await fixture.plan(wound, .everyDays(2), startsOn: WoundFixture.day(0))
    let assessment = try await fixture.assess(wound, daysAfterStart: -0.01)
    #expect(try await fixture.wounds.round().entries.first?.dressingsDue == [wound])

    let visit = Visit.ID()
    try await fixture.wounds.record(
      NewVisit(id: visit, patientID: patient, dressingsChanged: [wound], assessments: [assessment])
    )
    var entry = try #require(try await fixture.wounds.round().entries.first)
    // Visited and nothing left due: she stays on the round, marked visited.
    #expect(entry.dressingsDue.isEmpty)
    #expect(entry.visits.map(\.id) == [visit])
    #expect(entry.visits.first?.visitedBy == "anna")
    #expect(try await fixture.wounds.linkableRecords(of: patient).map(\.isLinked) == [true])

    try await fixture.wounds.voidVisit(visit)
    entry = try #require(try await fixture.wounds.round().entries.first)
    #expect(entry.dressingsDue == [wound])
    #expect(!entry.isVisited)
    #expect(try await fixture.wounds.linkableRecords(of: patient).map(\.isLinked) == [false])
  }

  @Test func aVoidNamesAVisitNotVoidedYetAndNothingIsWrittenOtherwise() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let unknown = Visit.ID()
    await #expect(throws: WoundLookupError.visitNotFound(unknown)) {
      try await fixture.wounds.voidVisit(unknown)
    }
    let visit = Visit.ID()
    try await fixture.wounds.record(NewVisit(id: visit, patientID: patient))
    let hostile = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.voidVisit(visit, reason: "oops\u{1B}[2J")
    }
    #expect(hostile?.field == "note")
    let void = Visit.ID()
    try await fixture.wounds.voidVisit(visit, id: void)
    let twice = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.voidVisit(visit)
    }
    #expect(twice?.field == "voids")
    let ofAVoid = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.voidVisit(void)
    }
    #expect(ofAVoid?.field == "voids")
    #expect(try await fixture.count("visit") == 2)
    #expect(try await fixture.outbox().filter { $0.entityType == "visit" }.count == 2)
  }

  @Test func theContractRefusesAVoidOfItselfOrNamingThingsDone() throws {
    let id = RecordID(UUID())
    let patient = RecordID(UUID())
    let itself = Wire.Visit(id: id, patientId: patient, visitedAt: WoundFixture.start, voids: id)
    #expect(throws: RuleViolation(field: "voids", reason: "names the void itself")) {
      try itself.validate(today: WoundFixture.start)
    }
    let doing = Wire.Visit(
      id: id,
      patientId: patient,
      visitedAt: WoundFixture.start,
      dressingsChanged: [RecordID(UUID())],
      voids: RecordID(UUID())
    )
    #expect(throws: RuleViolation.self) { try doing.validate(today: WoundFixture.start) }
  }

  @Test func theDaysVisitsAreFoundByDayVoidedOnesCarryingTheirVoid() async throws {
    let fixture = try WoundFixture(author: "anna")
    let patient = try await fixture.addPatient()
    let yesterday = Visit.ID()
    let morning = Visit.ID()
    let mistaken = Visit.ID()
    try await fixture.wounds.record(
      NewVisit(
        id: yesterday,
        patientID: patient,
        visitedAt: WoundFixture.start.addingTimeInterval(-86_400)
      )
    )
    try await fixture.wounds.record(
      NewVisit(
        id: morning,
        patientID: patient,
        visitedAt: WoundFixture.start.addingTimeInterval(-3600)
      )
    )
    try await fixture.wounds.record(NewVisit(id: mistaken, patientID: patient))
    try await fixture.wounds.voidVisit(mistaken)

    let today = try await fixture.wounds.visits(of: patient, on: nil)
    #expect(today.map(\.id) == [mistaken, morning])
    #expect(today.map { $0.voided != nil } == [true, false])
    #expect(
      try await fixture.wounds.visits(of: patient, on: WoundFixture.day(-1)).map(\.id) == [
        yesterday
      ]
    )
    let entry = try #require(
      try await fixture.wounds.round().entries.first { $0.patientID == patient }
    )
    #expect(entry.visits.map(\.id) == [morning])
  }

  @Test func aVoidNamingAnotherPatientsVisitVoidsNothing() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let other = try await fixture.addPatient()
    let visit = Visit.ID()
    try await fixture.wounds.record(NewVisit(id: visit, patientID: patient))
    // As a hostile peer's void would arrive through the change log.
    let kind = try #require(fixture.wounds.syncedKinds.first { $0.type == Wire.Visit.type })
    let void = Wire.Visit(
      id: RecordID(UUID()),
      patientId: RecordID(other.rawValue),
      visitedAt: WoundFixture.start,
      voids: RecordID(visit.rawValue)
    )
    let json = try WireCoding.decoder.decode(
      JSONValue.self,
      from: try WireCoding.encoder.encode(void)
    )
    try await fixture.store.writer.write { db in try kind.save(json, in: db) }
    #expect(try await fixture.wounds.visits(of: patient).first?.voided == nil)
    #expect(try await fixture.wounds.visits(of: other).isEmpty)
  }

  @Test func aVoidReachesAColleagueWhoseRoundForgetsTheVisit() async throws {
    let server = FakeTeamServer(today: { WoundFixture.start })
    let (alice, bob, wound) = try await WoundNurse.sharedWound(on: server)
    try await alice.fixture.plan(wound, .everyDays(2), startsOn: WoundFixture.day(0))
    let patient = try #require(try await alice.wounds.wound(wound).wound.patientID)
    let visit = Visit.ID()
    try await alice.wounds.record(
      NewVisit(id: visit, patientID: patient, dressingsChanged: [wound])
    )
    _ = try await alice.sync()
    _ = try await bob.sync()
    #expect(try await bob.wounds.round().entries.first?.visits.map(\.id) == [visit])

    try await alice.wounds.voidVisit(visit, reason: "recorded twice")
    _ = try await alice.sync()
    _ = try await bob.sync()
    let seen = try #require(try await bob.wounds.visits(of: patient).first)
    #expect(seen.voided?.reason == "recorded twice")
    #expect(try await bob.wounds.visits(of: patient) == alice.wounds.visits(of: patient))
    let round = try #require(try await bob.wounds.round().entries.first)
    #expect(!round.isVisited)
    #expect(round.dressingsDue == [wound])
  }
}
