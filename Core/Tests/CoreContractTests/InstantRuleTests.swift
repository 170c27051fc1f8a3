import Foundation
import Testing

@testable import CoreContract

/// `InstantRule` on its edges, and in every record that says when something happened: the
/// server refuses an assessment dated 2099 or 1800 as the app does (issue 28, item 1).
@Suite("When something happened")
struct InstantRuleTests {
  static let now = Date(timeIntervalSince1970: 1_772_366_400)  // 2026-03-01T12:00:00Z

  static func field(_ instant: Date) -> String? {
    do {
      try InstantRule.check(instant, field: "at", now: now)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func fromTheFirstSecondOf1900ToFiveMinutesAheadOfTheClock() {
    #expect(Self.field(InstantRule.earliest) == nil)
    #expect(Self.field(InstantRule.earliest.addingTimeInterval(-1)) == "is before 1900")
    #expect(Self.field(Self.now.addingTimeInterval(300)) == nil)
    #expect(Self.field(Self.now.addingTimeInterval(301)) == "is in the future")
    let calendar = Calendar(identifier: .gregorian)
    var utc = calendar
    utc.timeZone = TimeZone(identifier: "UTC")!
    #expect(
      utc.dateComponents([.year, .month, .day, .hour], from: InstantRule.earliest)
        == DateComponents(year: 1900, month: 1, day: 1, hour: 0)
    )
  }

  @Test func everyRecordThatSaysWhenChecksIt() {
    let future = Self.now.addingTimeInterval(86_400 * 365 * 70)
    let patientID = RecordID(UUID())
    func refused(_ record: some TeamRecord) -> String? {
      do {
        try record.validate(today: Self.now)
        return nil
      } catch {
        return error.field
      }
    }
    let message = Wire.Message(
      id: RecordID(UUID()),
      patientId: patientID,
      author: "anna",
      body: "Seen.",
      sentAt: future
    )
    #expect(refused(message) == "sentAt")
    let visit = Wire.Visit(
      id: RecordID(UUID()),
      patientId: patientID,
      visitedAt: future,
      dressingsChanged: [],
      assessments: [],
      bradens: []
    )
    #expect(refused(visit) == "visitedAt")
    let abpi = Wire.ABPI(
      id: RecordID(UUID()),
      patientId: patientID,
      measuredAt: InstantRule.earliest.addingTimeInterval(-86_400),
      brachialLeft: 120,
      leftDorsalisPedis: 110
    )
    #expect(refused(abpi) == "measuredAt")
  }
}
