import CoreContract
import CoreContractCases
import CorePhoto
import CoreSync
import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// What a pull cannot apply yet waits instead of being skipped; what the team's rules refuse
/// never leaves the nurse's machine; what the server erases goes.
@Suite("Wound sync: parked records, local refusals, tombstones")
struct WoundSyncRecoveryTests {
  let server = FakeTeamServer()

  @Test func anAssessmentOfAWoundNotYetHereIsParkedThenApplied() async throws {
    let (patient, wound, assessment) = (Patient.ID(), Wound.ID(), Assessment.ID())
    server.seed(TeamRecords.patient(patient))
    server.seed(TeamRecords.assessment(assessment, wound: wound))
    let carol = try WoundNurse("carol", server)

    let first = try await carol.sync()
    #expect(first.parked == 1)

    server.seed(TeamRecords.wound(wound, patient: patient))
    let second = try await carol.sync()

    #expect(second.parked == 0)
    let detail = try await carol.wounds.wound(wound)
    #expect(detail.assessments.map(\.assessment.id) == [assessment])
  }

  @Test func aPhotoWhoseBytesAreNotOnTheServerYetShowsAsPendingUntilTheyLand() async throws {
    let (wound, hash) = seedAColleaguesPhotoWithoutItsBytes()
    let carol = try WoundNurse("carol", server)

    let first = try await carol.sync()
    #expect(first.parked == 0, "the attachment is stored before its bytes")
    #expect(try await carol.wounds.wound(wound).assessments.first?.assessment.photoIDs == [hash])
    #expect(try await carol.wounds.photoFacts(hash).isPending)
    await #expect(throws: WoundLookupError.photoNotFound(hash)) {
      try await carol.wounds.photo(hash)
    }

    server.addPhoto(SamplePhotos.jpeg, sha256: hash)
    let second = try await carol.sync()

    #expect(second.parked == 0)
    #expect(try await carol.wounds.wound(wound).assessments.first?.assessment.photoIDs == [hash])
    #expect(try await carol.wounds.photoFacts(hash).isPending == false)
    #expect(try await carol.wounds.photo(hash).bytes == SamplePhotos.jpeg)
  }

  @Test(.timeLimit(.minutes(1)))
  func anObservedWoundIsDeliveredAgainWhenItsPhotosBytesLand() async throws {
    let (wound, hash) = seedAColleaguesPhotoWithoutItsBytes()
    let carol = try WoundNurse("carol", server)
    _ = try await carol.sync()
    var updates = carol.wounds.observeWound(wound).makeAsyncIterator()
    let shown = try #require(try await updates.next())
    #expect(try await carol.wounds.photoFacts(hash).isPending)

    // The bytes are files: only the vault's word redraws the wound, its history unchanged.
    server.addPhoto(SamplePhotos.jpeg, sha256: hash)
    _ = try await carol.sync()
    let again = try #require(try await updates.next())
    #expect(again == shown)
    #expect(try await carol.wounds.photoFacts(hash).isPending == false)
  }

  @Test(.timeLimit(.minutes(1)))
  func aPhotoOfNoneOfItsAssessmentsLandingDoesNotDeliverTheWound() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    var updates = fixture.wounds.observeWound(wound).makeAsyncIterator()
    _ = try await updates.next()
    try fixture.wounds.blobStore.write(
      SamplePhotos.jpeg,
      sha256: PhotoBytesRule.sha256(SamplePhotos.jpeg)
    )
    // The next delivery is the assessment of this wound, not the other's photo before it.
    try await fixture.assess(wound, length: 40, width: 30)
    #expect(try await updates.next()?.assessments.count == 1)
  }

  /// A colleague's patient, wound and assessment on the server, with a photo attached whose
  /// bytes are not there yet. Returns the wound and the photo's content id.
  func seedAColleaguesPhotoWithoutItsBytes() -> (wound: Wound.ID, hash: String) {
    let (patient, wound, assessment) = (Patient.ID(), Wound.ID(), Assessment.ID())
    server.seed(TeamRecords.patient(patient))
    server.seed(TeamRecords.wound(wound, patient: patient))
    server.seed(TeamRecords.assessment(assessment, wound: wound))
    server.seed(TeamRecords.photo(SamplePhotos.jpeg, assessment: assessment))
    return (wound, PhotoBytesRule.sha256(SamplePhotos.jpeg))
  }

  @Test func aLengthOverTheTeamsLimitIsRefusedHereNamingItsField() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-1))

    await #expect(throws: RuleViolation.self) {
      try await fixture.assess(wound, length: 999_990)
    }
    do {
      try await fixture.assess(wound, length: 999_990)
    } catch let violation as RuleViolation {
      #expect(violation.field == "lengthCm")
    }
    #expect(try await fixture.count("assessment") == 0)
    #expect(try await fixture.outbox().map(\.entityType) == ["wound"])
  }

  @Test func aWoundOpenedBefore1900IsRefusedHereNamingItsField() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let day = try #require(CalendarDate(year: 1890, month: 1, day: 1))

    await #expect(throws: RuleViolation(field: "openedOn", reason: "is before 1900")) {
      try await fixture.openWound(patient: patient, openedOn: day)
    }
    #expect(try await fixture.count("wound") == 0)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func anErasedPatientTakesHerWoundsAndAssessmentsAway() async throws {
    let (alice, bob, wound) = try await WoundNurse.sharedWound(on: server)
    try await alice.fixture.assess(wound)
    _ = try await alice.sync()
    _ = try await bob.sync()
    let patient = try await bob.wounds.wound(wound).wound.patientID

    server.erase(type: Wire.Patient.type, id: RecordID(patient.rawValue))
    _ = try await bob.sync()

    #expect(try await bob.fixture.count("patient") == 0)
    #expect(try await bob.fixture.count("wound") == 0)
    #expect(try await bob.fixture.count("assessment") == 0)
  }
}
