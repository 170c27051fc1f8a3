import Foundation
import Testing

@testable import CoreTerminal

/// The one reading of a typed time, shared by `--at` and the assessment form's "Taken at".
@Suite("Typed time: a day, a local time, or ISO 8601 with an offset")
struct TypedTimeTests {
  let paris = TimeZone(identifier: "Europe/Paris")!

  func utc(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
  }

  @Test func aFormsPastAnswerIsNormalisedOrSaysWhatIsWrongWithItsLabel() {
    let now = utc("2026-11-20T09:00:00Z")
    func answer(_ text: String) -> Result<String, TypedTimeProblem> {
      TypedTime.pastAnswer(text, label: "Measured at", now: now, timeZone: paris)
    }
    #expect(answer(" ") == .success("now"))
    #expect(answer("2026-11-20T09:30") == .success("2026-11-20 09:30"))
    #expect(
      answer("2026-11-20 10:30")
        == .failure(
          TypedTimeProblem(
            message: "Measured at: 2026-11-20 10:30 is in the future"
          )
        )
    )
    #expect(
      answer(" soon ")
        == .failure(
          TypedTimeProblem(
            message: "Measured at: \"soon\" is not a time (\(TypedTime.expected))"
          )
        )
    )
  }

  @Test func aDayIsItsLocalMidnight() {
    #expect(TypedTime.instant("2026-11-20", timeZone: paris) == utc("2026-11-19T23:00:00Z"))
  }

  @Test func aLocalTimeToTheMinuteOrTheSecond() {
    #expect(TypedTime.instant("2026-11-20T09:30", timeZone: paris) == utc("2026-11-20T08:30:00Z"))
    #expect(
      TypedTime.instant("2026-11-20T09:30:15", timeZone: paris) == utc("2026-11-20T08:30:15Z")
    )
  }

  @Test func anOffsetWinsOverTheTimeZone() {
    #expect(
      TypedTime.instant("2026-11-20T09:30:00+01:00", timeZone: .gmt) == utc("2026-11-20T08:30:00Z")
    )
    #expect(
      TypedTime.instant("2026-11-20T09:30:00Z", timeZone: paris) == utc("2026-11-20T09:30:00Z")
    )
    #expect(TypedTime.instant("2026-11-20T09:30:00.250Z") != nil)
  }

  @Test(arguments: [
    "", "today", "2026-02-30", "2026-02-30T10:00", "2026-11-20T25:00", "20/11/2026",
  ])
  func impossibleOrUnknownFormsReadAsNothing(_ text: String) {
    #expect(TypedTime.instant(text, timeZone: paris) == nil)
  }

  @Test func theTextReadsBackToTheSameMinute() {
    let date = utc("2026-11-20T08:30:00Z")
    let text = TypedTime.text(date, timeZone: paris)
    #expect(text == "2026-11-20T09:30")
    #expect(TypedTime.instant(text, timeZone: paris) == date)
  }

  /// One forgiving syntax wherever a time is typed: what the Braden form always took, the
  /// assessment form and --at take too.
  @Test func nowAndATimeOfDayAndASpaceBeforeTheTime() {
    let now = utc("2026-11-20T15:00:00Z")
    #expect(TypedTime.instant("", now: now, timeZone: paris) == now)
    #expect(TypedTime.instant("Now", now: now, timeZone: paris) == now)
    #expect(TypedTime.instant("09:30", now: now, timeZone: paris) == utc("2026-11-20T08:30:00Z"))
    #expect(
      TypedTime.instant("2026-11-19 14:30", now: now, timeZone: paris)
        == utc("2026-11-19T13:30:00Z")
    )
    #expect(TypedTime.instant("24:00", now: now, timeZone: paris) == nil)
    #expect(TypedTime.instant("9:30", now: now, timeZone: paris) == nil)
    #expect(TypedTime.normalised("09:30", now: now, timeZone: paris) == "2026-11-20 09:30")
    #expect(TypedTime.normalised(" now ", now: now, timeZone: paris) == "now")
    #expect(TypedTime.normalised("yesterday", now: now, timeZone: paris) == nil)
    #expect(TypedTime.shown(now, timeZone: paris) == "2026-11-20 16:00", "local, to the minute")
  }

  /// Issue 27, item 11: the last sync read as raw UTC; a screen says when in words, locally.
  @Test func whenSomethingHappenedInWords() {
    let now = utc("2026-11-20T15:00:00Z")
    #expect(
      TypedTime.spoken(utc("2026-11-20T08:30:00Z"), now: now, timeZone: paris) == "today at 09:30"
    )
    #expect(
      TypedTime.spoken(utc("2026-11-19T17:56:36Z"), now: now, timeZone: paris)
        == "yesterday at 18:56"
    )
    #expect(
      TypedTime.spoken(utc("2026-11-17T08:30:00Z"), now: now, timeZone: paris)
        == "on 2026-11-17 at 09:30"
    )
    // Just after midnight in Paris, the evening before (UTC) is yesterday there.
    let earlyMorning = utc("2026-11-20T23:30:00Z")
    #expect(
      TypedTime.spoken(utc("2026-11-20T22:50:00Z"), now: earlyMorning, timeZone: paris)
        == "yesterday at 23:50"
    )
  }
}
