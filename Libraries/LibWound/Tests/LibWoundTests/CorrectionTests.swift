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
    for target in [elsewhere, UUID()] {
      let refusal = await #expect(throws: WoundValidationError.self) {
        try await fixture.assess(wound, supersedes: target)
      }
      #expect(refusal?.field == "supersedes")
    }
    let correction = try await fixture.assess(wound, supersedes: first)
    let twice = await #expect(throws: WoundValidationError.self) {
      try await fixture.assess(wound, supersedes: first)
    }
    #expect(twice?.field == "supersedes")
    // Correcting the correction is how a second mistake is fixed.
    try await fixture.assess(wound, supersedes: correction)
    #expect(try await fixture.wounds.wound(wound).currentAssessments.count == 1)
  }
}
