import Foundation
import LibPatient
import LibWound
import Testing

@testable import NurseApp

/// The patient report's visits say how one not done ended, and how long a visit with its start
/// took (docs/care-plans.md, "Visit outcomes").
@Suite("The report's visits")
struct ReportVisitWordsTests {
  static let end = Date(timeIntervalSince1970: 1_795_687_200)
  static let utc = TimeZone(identifier: "UTC")!

  static func visit(_ outcome: VisitOutcome, died: CalendarDate? = nil, start: Date? = nil)
    -> Visit
  {
    Visit(
      id: Visit.ID(),
      patientID: Patient.ID(),
      visitedAt: end,
      visitedBy: "anna",
      dressingsChanged: outcome == .done ? [Wound.ID()] : [],
      assessments: [],
      bradens: [],
      note: nil,
      outcome: outcome,
      deceasedOn: died,
      startedAt: start
    )
  }

  @Test func aVisitDoneWithItsStartSaysItsMinutes() {
    let words = ReportWords.visit(
      Self.visit(.done, start: Self.end.addingTimeInterval(-25 * 60)),
      timeZone: Self.utc
    )
    #expect(words.done == "1 dressing changed · 25 min")
    #expect(ReportWords.visit(Self.visit(.done), timeZone: Self.utc).done == "1 dressing changed")
  }

  @Test func aVisitNotDoneSaysHowItEnded() {
    #expect(
      ReportWords.visit(Self.visit(.notAtHome), timeZone: Self.utc).done == "not done: not at home"
    )
    let died = CalendarDate("2026-11-25")!
    #expect(
      ReportWords.visit(Self.visit(.deceased, died: died), timeZone: Self.utc).done
        == "not done: deceased 2026-11-25"
    )
  }
}
