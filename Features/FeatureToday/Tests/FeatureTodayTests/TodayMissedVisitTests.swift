import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureToday

/// Missed visits on the round (docs/care-plans.md, "Missed visits"): a past day's patients
/// who were due and not visited say why first in their row; the next day's round carries it;
/// a visit not done today shows how it ended.
@MainActor
struct TodayMissedVisitTests {
  let layout = TodayView(styling: .plain)

  static func rows() -> [TodayViewData.Row] {
    var entries = RoundSamples.entries
    entries[0].visits = [
      RoundVisit(
        id: Visit.ID(),
        visitedAt: RoundSamples.nineTwelve,
        visitedBy: "anna",
        outcome: .notAtHome
      )
    ]
    entries[0].missed = MissedVisit(day: RoundSamples.day, reason: .notAtHome)
    entries[1].missed = MissedVisit(day: RoundSamples.day, reason: nil)
    entries[2].missedBefore = MissedVisit(day: RoundSamples.day.adding(days: -1), reason: .refused)
    return entries.enumerated().map { TodayText.row($1, position: $0 + 1) }
  }

  @Test func aMissedPatientSaysWhyFirstAndIsBadged() {
    let rows = Self.rows()
    #expect(rows[0].due.hasPrefix("missed: not at home · dressing left-heel due"))
    #expect(rows[0].badges == ["MISSED"], "why is the row's first words")
    #expect(rows[1].due.hasPrefix("missed: no reason recorded · assess sacrum"))
    #expect(rows[2].due.hasPrefix("missed yesterday: refused · "))
    #expect(!rows[2].badges.contains("MISSED"), "carried, not missed on this day")
  }

  @Test func aVisitNotDoneTodayIsBadgedWithHowItEnded() {
    var entry = RoundSamples.entries[0]
    entry.visits = [
      RoundVisit(
        id: Visit.ID(),
        visitedAt: RoundSamples.nineTwelve,
        visitedBy: "anna",
        outcome: .refused
      )
    ]
    #expect(TodayText.row(entry, position: 1).badges == ["REFUSED"])
    entry.visits.append(
      RoundVisit(id: Visit.ID(), visitedAt: RoundSamples.nineTwelve, visitedBy: "bea")
    )
    #expect(TodayText.row(entry, position: 1).badges == ["VISITED"])
  }

  @Test func aPastDaysRoundWithItsMisses() {
    var data = TodayViewData(
      title: "Sunday 2025-06-15",
      countLabel: "3 patients",
      content: .rows(Self.rows()),
      selectedIndex: 0
    )
    data.selectedVisit = "Not at home at 09:12 by anna"
    assertLines(of: layout, for: data, widths: [120, 80])
  }
}
