import CoreContract
import CoreContractCases
import CorePhoto
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// docs/clinical-rules.md, "Photo consent": a photo is added only while the patient's consent
/// is given; photos already taken stay when she withdraws it.
@Suite("Photos need the patient's consent")
struct PhotoConsentTests {
  static let day = CalendarDate(year: 2021, month: 5, day: 3)!

  /// A wound of a patient whose consent is `consent`.
  func wound(consent: PhotoConsent, in fixture: WoundFixture) async throws -> Wound.ID {
    let wound = try await fixture.openWound()
    let patient = try await fixture.wounds.wound(wound).wound.patientID
    try await fixture.patients.recordPhotoConsent(consent, for: patient)
    return wound
  }

  @Test(arguments: [
    (PhotoConsent.notAsked, "was never recorded"),
    (.refused(on: day, by: nil), "is refused on 2021-05-03"),
    (.withdrawn(on: day, by: "her son"), "is withdrawn on 2021-05-03 by her son"),
  ])
  func anAssessmentWithAPhotoIsRefusedWithoutConsentAndNothingIsWritten(
    consent: PhotoConsent,
    words: String
  ) async throws {
    let fixture = try WoundFixture()
    let wound = try await wound(consent: consent, in: fixture)
    let before = try await fixture.outbox().count
    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    }
    #expect(error?.field == "photo")
    #expect(error?.reason.contains(words) == true)
    #expect(try await fixture.count("assessment") == 0)
    #expect(try await fixture.outbox().count == before)
    let files = try? FileManager.default.contentsOfDirectory(atPath: fixture.photosDirectory.path)
    #expect((files ?? []).isEmpty)
  }

  @Test func withoutConsentAnAssessmentWithoutPhotosIsStillRecorded() async throws {
    let fixture = try WoundFixture()
    let wound = try await wound(consent: .notAsked, in: fixture)
    _ = try await fixture.assess(wound)
    #expect(try await fixture.count("assessment") == 1)
  }

  @Test func aGivenConsentOfEitherScopeLetsPhotosIn() async throws {
    for scope in CoreContract.PhotoConsentScope.allCases {
      let fixture = try WoundFixture()
      let consent = PhotoConsent.given(on: Self.day, by: "the patient", scope: scope)
      let wound = try await wound(consent: consent, in: fixture)
      _ = try await fixture.assess(wound, photos: [SamplePhotos.png])
      #expect(try await fixture.count("assessment_photo") == 1)
    }
  }

  @Test func afterWithdrawalNoPhotoIsAttachedButACorrectionKeepsThePhotosTaken() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let taken = try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    let patient = try await fixture.wounds.wound(wound).wound.patientID
    try await fixture.patients.recordPhotoConsent(.withdrawn(on: Self.day, by: nil), for: patient)

    let error = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.attachPhoto(SamplePhotos.png, to: taken)
    }
    #expect(error?.field == "photo")
    let correction = try await fixture.assess(wound, length: 31, supersedes: taken)
    let detail = try await fixture.wounds.wound(wound)
    let corrected = try #require(detail.assessments.first { $0.assessment.id == correction })
    #expect(corrected.assessment.photoIDs == [PhotoBytesRule.sha256(SamplePhotos.jpeg)])
    #expect(try await fixture.count("assessment_photo") == 2)
  }
}
