import CoreContractCases
import CorePhoto
import Foundation
import Testing

@testable import LibWound

@Suite("Corrections supersede, never edit")
struct CorrectionTests {
  @Test func aCorrectionReplacesTheOldAssessmentInEveryComputation() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-28))
    // Baseline typed as 10 × 10 by mistake, corrected to 10 × 5.
    let typo = try await fixture.assess(wound, length: 100, width: 100, daysAfterStart: -28)
    let later = try await fixture.assess(wound, length: 50, width: 50, daysAfterStart: 0)
    let correction = try await fixture.assess(
      wound,
      length: 100,
      width: 50,
      daysAfterStart: -28,
      supersedes: typo
    )
    let detail = try await fixture.wounds.wound(wound)
    let typoEntry = try #require(detail.assessments.first { $0.id == typo })
    #expect(typoEntry.supersededBy == correction)
    #expect(typoEntry.scores == nil && !typoEntry.isBaseline)
    #expect(detail.assessments.first { $0.id == correction }?.isBaseline == true)
    // 50.0 -> 25.0 is 50%, not the 75% the typo would give.
    #expect(detail.assessments.first { $0.id == later }?.scores?.reduction?.tenths == 500)
    #expect(detail.currentAssessments.map(\.id) == [correction, later])
    #expect(try await fixture.wounds.trend(of: wound).map(\.area.tenths) == [500, 250])
    #expect(try await fixture.outbox().filter { $0.entityType == "assessment" }.count == 3)
  }

  @Test func aCorrectionMustNameAnUncorrectedAssessmentOfTheSameWound() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let other = try await fixture.openWound()
    let first = try await fixture.assess(wound)
    let elsewhere = try await fixture.assess(other)
    for target in [elsewhere, Assessment.ID()] {
      let refusal = await #expect(throws: RuleViolation.self) {
        try await fixture.assess(wound, supersedes: target)
      }
      #expect(refusal?.field == "supersedes")
    }
    let correction = try await fixture.assess(wound, supersedes: first)
    let twice = await #expect(throws: RuleViolation.self) {
      try await fixture.assess(wound, supersedes: first)
    }
    #expect(twice?.field == "supersedes")
    // Correcting the correction is how a second mistake is fixed.
    try await fixture.assess(wound, supersedes: correction)
    #expect(try await fixture.wounds.wound(wound).currentAssessments.count == 1)
  }

  @Test func aCorrectionCarriesTheOriginalsPhotosUnlessTheNurseRemovesOne() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let original = try await fixture.assess(wound, photos: [SamplePhotos.jpeg, SamplePhotos.png])
    let (jpeg, png) = (
      PhotoBytesRule.sha256(SamplePhotos.jpeg), PhotoBytesRule.sha256(SamplePhotos.png)
    )
    // A width typed wrong: corrected without naming the photos, it keeps both.
    let correction = try await fixture.assess(wound, width: 25, supersedes: original)
    var current = try await fixture.wounds.wound(wound).currentAssessments
    #expect(current.map(\.id) == [correction])
    #expect(Set(current.first?.assessment.photoIDs ?? []) == [jpeg, png])
    // Corrected again keeping one photo and adding another (and the kept one again: once).
    let second = Assessment.ID()
    try await fixture.wounds.record(
      NewAssessment(
        id: second,
        woundID: wound,
        takenAt: WoundFixture.start,
        findings: .sample(length: 30, width: 25),
        supersedes: correction,
        keptPhotoIDs: [png]
      ),
      photos: [SamplePhotos.otherJPEG, SamplePhotos.png]
    )
    current = try await fixture.wounds.wound(wound).currentAssessments
    let photos = current.first?.assessment.photoIDs ?? []
    #expect(
      photos.count == 2 && Set(photos) == [png, PhotoBytesRule.sha256(SamplePhotos.otherJPEG)]
    )
    // Each carried photo is an attachment of the correction, pushed like any other.
    let attachments = try await fixture.outbox().filter { $0.entityType == "photo" }
    #expect(attachments.count == 2 + 2 + 2)
  }

  @Test func aKeptPhotoMustBeOneOfTheCorrectedAssessment() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let original = try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    let other = try await fixture.assess(wound, photos: [SamplePhotos.png])
    let foreign = PhotoBytesRule.sha256(SamplePhotos.png)
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewAssessment(
          woundID: wound,
          takenAt: WoundFixture.start,
          findings: .sample(length: 30, width: 20),
          supersedes: original,
          keptPhotoIDs: [foreign]
        )
      )
    }
    #expect(refusal?.field == "photo")
    let notACorrection = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewAssessment(
          woundID: wound,
          takenAt: WoundFixture.start,
          findings: .sample(length: 30, width: 20),
          keptPhotoIDs: [foreign]
        )
      )
    }
    #expect(notACorrection?.field == "photo")
    // Nothing half written: the wound still has its two assessments only.
    let current = try await fixture.wounds.wound(wound).currentAssessments
    #expect(Set(current.map(\.id)) == [original, other])
  }
}

@Suite("The wound's detail carries each assessment's infection screening")
struct DetailScreeningTests {
  @Test func everyCurrentAssessmentIsScreenedAndASupersededOneIsNot() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-14))
    let first = try await fixture.assess(wound, length: 30, width: 20, daysAfterStart: -14)
    let typo = try await fixture.assess(wound, length: 90, width: 90, daysAfterStart: -7)
    let fixed = try await fixture.assess(
      wound,
      length: 40,
      width: 20,
      daysAfterStart: -7,
      supersedes: typo
    )
    let detail = try await fixture.wounds.wound(wound)
    let byID = Dictionary(uniqueKeysWithValues: detail.assessments.map { ($0.id, $0) })
    // The sample findings carry slough: debris counts at each visit.
    #expect(byID[first]?.screening?.localSigns == [.debris])
    #expect(byID[typo]?.screening == nil)
    // 8.0 cm² after 6.0: bigger, compared with the first, not with the typo.
    #expect(byID[fixed]?.screening?.deepSigns == [.sizeBigger])
  }
}
