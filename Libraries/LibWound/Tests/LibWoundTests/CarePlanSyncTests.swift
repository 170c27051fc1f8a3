import CoreContract
import CoreSync
import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// Care plans and visits through the team's one change log (CoreTesting's fake server, which
/// applies the contract's rules and merges).
@Suite struct CarePlanSyncTests {
  @Test func aPlanAndAVisitReachAColleagueAndHerRoundAgrees() async throws {
    let server = FakeTeamServer(today: { WoundFixture.start })
    let (alice, bob, wound) = try await WoundNurse.sharedWound(on: server)
    try await alice.fixture.plan(wound, .everyDays(2), startsOn: WoundFixture.day(-3))
    let patient = try #require(try await alice.wounds.wound(wound).wound.patientID)
    try await alice.fixture.changeDressing(
      of: [wound],
      patient: patient,
      at: WoundFixture.start.addingTimeInterval(-2 * 86_400)
    )
    _ = try await alice.sync()
    _ = try await bob.sync()
    #expect(try await bob.wounds.plan(of: wound) == alice.wounds.plan(of: wound))
    #expect(try await bob.wounds.visits(of: patient) == alice.wounds.visits(of: patient))
    let aliceRound = try await alice.wounds.round()
    #expect(aliceRound.entries.first?.dressingsDue == [wound])
    #expect(try await bob.wounds.round() == aliceRound)
  }

  @Test func twoNursesChangingTwoFieldsOfOnePlanKeepBoth() async throws {
    let server = FakeTeamServer(today: { WoundFixture.start })
    let (alice, bob, wound) = try await WoundNurse.sharedWound(on: server)
    try await alice.fixture.plan(wound, .everyDays(2), startsOn: WoundFixture.day(-3))
    _ = try await alice.sync()
    _ = try await bob.sync()
    var mine = CarePlanDraft(try #require(try await alice.wounds.plan(of: wound)))
    mine.change = .weekdays([.monday, .friday])
    try await alice.wounds.setPlan(mine)
    var theirs = CarePlanDraft(try #require(try await bob.wounds.plan(of: wound)))
    theirs.secondaryDressing = "foam"
    try await bob.wounds.setPlan(theirs)
    _ = try await alice.sync()
    _ = try await bob.sync()
    _ = try await alice.sync()
    let merged = try #require(try await alice.wounds.plan(of: wound))
    #expect(merged.change == .weekdays([.monday, .friday]))
    #expect(merged.secondaryDressing == "foam")
    #expect(try await bob.wounds.plan(of: wound) == merged)
    #expect(try await alice.fixture.ledger.conflicts().isEmpty)
  }

  @Test func aVisitPulledBeforeItsPatientThrowsThenAppliesOnce() async throws {
    let fixture = try WoundFixture()
    let patient = Patient.ID()
    let visit = Wire.Visit(
      id: RecordID(UUID()),
      patientId: RecordID(patient.rawValue),
      visitedAt: WoundFixture.start,
      note: "seen"
    )
    let kind = try #require(fixture.wounds.syncedKinds.first { $0.type == Wire.Visit.type })
    let json = try WireCoding.decoder.decode(
      JSONValue.self,
      from: try WireCoding.encoder.encode(visit)
    )
    // Its patient is not in this store: the save throws, so CoreSync parks it.
    await #expect(throws: (any Error).self) {
      try await fixture.store.writer.write { db in try kind.save(json, in: db) }
    }
    #expect(try await fixture.count("visit") == 0)
    try await fixture.patients.add(
      NewPatient(
        id: patient,
        details: PatientDetails(
          givenName: "Zoë",
          familyName: "Dupont",
          birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
          sex: .female
        )
      )
    )
    try await fixture.store.writer.write { db in try kind.save(json, in: db) }
    try await fixture.store.writer.write { db in try kind.save(json, in: db) }
    #expect(try await fixture.wounds.visits(of: patient).map(\.note) == ["seen"])
  }
}
