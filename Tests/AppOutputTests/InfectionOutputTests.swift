import CoreFHIR
import CoreReport
import Foundation
import LibPatient
import LibWound
import Testing

@testable import NurseApp

/// Each assessment's infection screening, as `wound show --json` and the physician report give
/// it: LibWound's numbers, never computed again.
@Suite("Infection screening in the outputs")
struct InfectionOutputTests {
  @Test @MainActor func woundShowGivesEachCurrentAssessmentsScreening() async throws {
    let fixture = try await OutputFixture()
    let detail = try await fixture.wounds.wound(fixture.woundID)
    let json = WoundJSON(detail, photos: [:])
    let first = try #require(json.assessments.first?.infectionScreening)
    // Slough and necrotic tissue, odour, warmth; increasing pain counts in neither list.
    #expect(first.localSigns == ["debris", "smell"] && first.localCount == 2)
    #expect(first.deepSigns == ["temperature-increased", "smell"] && first.deepCount == 2)
    #expect(!first.fever && first.verdicts.isEmpty)
    // The corrected one counts for nothing; its correction is compared with the first.
    #expect(
      json.assessments[1].supersededBy != nil && json.assessments[1].infectionScreening == nil
    )
    let correction = try #require(json.assessments[2].infectionScreening)
    #expect(correction.localCount == 0 && correction.deepCount == 0)
  }

  @Test func theReportGivesTheLatestShownAssessmentsScreeningAndItsRule() {
    let deep = InfectionScreening(
      localSigns: [.debris],
      deepSigns: [.sizeBigger, .probesToBone],
      fever: true
    )
    let words = ReportWords.infection(deep)
    #expect(words.isAlert)
    #expect(words.verdict == "Deep infection suspected: tell the physician today.")
    #expect(
      words.signs.hasPrefix(
        "NERDS 1/5 (debris) · STONEES 2/7 (size bigger, probes to bone) · fever. Rule:"
      )
    )
    let clear = ReportWords.infection(
      InfectionScreening(localSigns: [], deepSigns: [], fever: false)
    )
    #expect(!clear.isAlert && clear.verdict == "No infection verdict.")
  }

  @Test @MainActor func aReportedWoundCarriesItsLatestScreening() async throws {
    let fixture = try await OutputFixture()
    let detail = try await fixture.wounds.wound(fixture.woundID)
    let utc = TimeZone(identifier: "UTC")!
    let all = ReportWound(detail, photos: [:], period: ReportPeriod(), timeZone: utc)
    #expect(all.infection?.verdict == "No infection verdict.")
    #expect(all.infection?.signs.hasPrefix("NERDS 0/5 · STONEES 0/7.") == true)
    // A period ending before the latest visit reports the first one's screening.
    let day = CalendarDate(OutputFixture.now.addingTimeInterval(-10 * 86_400), in: utc)
    let early = ReportWound(detail, photos: [:], period: ReportPeriod(to: day), timeZone: utc)
    #expect(early.infection?.signs.hasPrefix("NERDS 2/5 (debris, smell)") == true)
  }

  @Test @MainActor func theFHIRExportCarriesEachCurrentAssessmentsScreening() async throws {
    let fixture = try await OutputFixture()
    let detail = try await fixture.wounds.wound(fixture.woundID)
    let exported = detail.assessments.map(FHIRAssessment.init)
    let first = try #require(exported[0]?.infection)
    #expect(first.localCount == 2 && first.deepCount == 2)
    #expect(first.verdict == "No infection verdict.")
    #expect(first.signs.hasPrefix("NERDS 2/5 (debris, smell) · STONEES 2/7"))
    // The superseded assessment is not exported at all.
    #expect(exported[1] == nil)
    #expect(exported[2]?.infection?.deepCount == 0)
  }
}
