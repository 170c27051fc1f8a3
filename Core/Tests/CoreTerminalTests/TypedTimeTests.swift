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
}
