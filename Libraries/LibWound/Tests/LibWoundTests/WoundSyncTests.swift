import CoreContract
import CoreContractCases
import CorePhoto
import CoreSync
import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// Nurses syncing wounds, assessments and photos through CoreSync with one fake team server
/// that keeps nurse-server's contract.
@Suite("Sync of wounds, assessments and photos through CoreSync")
struct WoundSyncTests {
  let server = FakeTeamServer()

  @Test func anOfflineWoundAssessmentAndPhotoReachTheServerOnce() async throws {
    let alice = try WoundNurse("alice", server)
    let wound = try await alice.fixture.openWound(openedOn: WoundFixture.day(-3))
    let assessment = try await alice.fixture.assess(wound, photos: [SamplePhotos.jpeg])

    let report = try await alice.sync()
    let again = try await alice.sync()

    // Her patient, its photo consent, the wound, the assessment and the photo.
    #expect(report.pushed == 5 && report.pending == 0)
    #expect(again.pushed == 0)
    #expect(server.records(of: Wire.Wound.type).count == 1)
    let stored = try #require(server.record(Wire.Assessment.self, RecordID(assessment.rawValue)))
    #expect(stored.lengthCm == 3 && stored.woundId == RecordID(wound.rawValue))
    #expect(server.records(of: Wire.PhotoAttachment.type).count == 1)
    #expect(server.photo(PhotoBytesRule.sha256(SamplePhotos.jpeg)) == SamplePhotos.jpeg)
    #expect(try await alice.wounds.pendingChangeCount() == 0)
  }

  @Test func aColleaguesWoundAssessmentsAndPhotoArriveWithTheirBytes() async throws {
    let (alice, bob, wound) = try await WoundNurse.sharedWound(on: server)
    let assessment = try await alice.fixture.assess(wound, photos: [SamplePhotos.jpeg])
    _ = try await alice.sync()

    _ = try await bob.sync()

    let detail = try await bob.wounds.wound(wound)
    #expect(detail.assessments.map(\.assessment.id) == [assessment])
    let photoID = try #require(detail.assessments.first?.assessment.photoIDs.first)
    #expect(try await bob.wounds.photo(photoID).bytes == SamplePhotos.jpeg)
  }

  @Test func twoNursesChangingDifferentFieldsOfAWoundBothSurvive() async throws {
    let (alice, bob, wound) = try await WoundNurse.sharedWound(on: server)
    var edit = WoundDetails(try await alice.wounds.wound(wound).wound)
    edit.description = "medial, above the ankle"
    try await alice.wounds.edit(wound, edit)
    try await bob.wounds.markHealed(wound, on: WoundFixture.day(0))

    _ = try await alice.sync()
    let report = try await bob.sync()
    _ = try await alice.sync()

    #expect(report.conflicts == 0)
    for nurse in [alice, bob] {
      let shown = try await nurse.wounds.wound(wound).wound
      #expect(shown.description == "medial, above the ankle")
      #expect(shown.status == .healed(on: WoundFixture.day(0)))
    }
  }

  @Test func bothChangingTheDescriptionIsOneConflictSettledPerField() async throws {
    let (alice, bob, wound) = try await WoundNurse.sharedWound(on: server)
    for (nurse, text) in [(alice, "Alice's"), (bob, "Bob's")] {
      var edit = WoundDetails(try await nurse.wounds.wound(wound).wound)
      edit.description = text
      try await nurse.wounds.edit(wound, edit)
    }
    try await bob.wounds.markHealed(wound, on: WoundFixture.day(0))

    _ = try await alice.sync()
    _ = try await bob.sync()

    let conflicts = try await bob.fixture.ledger.conflicts()
    #expect(conflicts.map(\.field) == ["description"])
    let conflict = try #require(conflicts.first)
    try await bob.fixture.ledger.resolve(conflict.id, keep: .mine, kinds: bob.fixture.syncedKinds)
    _ = try await bob.sync()
    _ = try await alice.sync()
    let shown = try await alice.wounds.wound(wound).wound
    #expect(shown.description == "Bob's")
    #expect(shown.status == .healed(on: WoundFixture.day(0)))
  }
}
