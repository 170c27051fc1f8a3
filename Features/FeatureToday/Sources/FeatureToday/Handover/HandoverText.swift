import CoreTerminal
import Foundation
import LibWound

/// How the handover screen words LibWound's values: times in the nurse's zone (the time alone
/// today, the day and time before), every colleague's text with control characters made
/// visible (text from colleagues is hostile), each change in LibWound's words.
struct HandoverText: Sendable {
  let now: Date
  let timeZone: TimeZone
  /// `TypedTime.shown`'s "2026-11-27 17:53" (and a second after), built once: a handover may
  /// hold thousands of times, and a formatter made for each was most of its printing.
  private let style: Date.ISO8601FormatStyle
  /// Today, as `style` writes a day.
  private let today: Substring

  init(now: Date, timeZone: TimeZone) {
    self.now = now
    self.timeZone = timeZone
    style = Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day()
      .dateSeparator(.dash).dateTimeSeparator(.space)
      .time(includingFractionalSeconds: false).timeSeparator(.colon)
    today = now.formatted(style).prefix(10)
  }

  func patient(_ handover: PatientHandover) -> HandoverViewData.Patient {
    HandoverViewData.Patient(
      id: handover.patientID,
      name: "\(handover.familyName), \(handover.givenName)".visibleControls(),
      since: since(handover.since),
      changes: handover.changes.map { change in
        HandoverViewData.Change(
          when: time(change.at),
          who: (change.by ?? "someone unnamed").visibleControls(),
          what: change.words.visibleControls()
        )
      }
    )
  }

  /// "since your visit at 09:12", "since you marked it seen at 2026-11-27 18:02".
  func since(_ since: HandoverSince) -> String {
    let at = time(since.instant)
    switch since.reason {
    case .lastVisit: return "since your visit at \(at)"
    case .lastSeen: return "since you marked it seen at \(at)"
    case .asked: return "since \(at)"
    case .window: return "the last \(HandoverRule.windowDays) days: no visit or mark of yours"
    }
  }

  /// "17:53" today, "2026-11-27 17:53" another day.
  func time(_ date: Date) -> String {
    let shown = date.formatted(style).prefix(16)
    return String(shown.prefix(10) == today ? shown.suffix(5) : shown)
  }
}
