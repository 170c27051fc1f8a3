import Foundation
import LibPatient

/// A patient due on a round whose day ended with no visit done (docs/care-plans.md, "Missed
/// visits"): the day, and why as a nurse recorded it, when she did.
public struct MissedVisit: Hashable, Sendable {
  /// The day of the round she was missed on.
  public var day: CalendarDate
  /// The outcome of that day's last visit not done (not at home, refused…); nil when no visit
  /// was recorded at all.
  public var reason: VisitOutcome?

  /// A miss with every field given.
  public init(day: CalendarDate, reason: VisitOutcome?) {
    self.day = day
    self.reason = reason
  }

  /// Why, in a nurse's words: "not at home", or "no reason recorded".
  public var why: String { reason?.words ?? "no reason recorded" }
}

/// Which patients of a round were missed, and carrying a miss onto the next day's round. Only
/// what the nurses recorded is read: a visit's outcome, nothing tracked.
enum MissedVisitRule {
  /// The entries of a day's round that is over, each due (something other than unread
  /// messages, which ask no visit) and with no visit done that day marked missed.
  static func marked(_ entries: [RoundEntry], day: CalendarDate) -> [RoundEntry] {
    entries.map { entry in
      var entry = entry
      let due = entry.reasons.contains { if case .unreadMessages = $0 { false } else { true } }
      if due && !entry.isVisited {
        let reason = entry.visits.last { $0.outcome != .done }?.outcome
        entry.missed = MissedVisit(day: day, reason: reason)
      }
      return entry
    }
  }

  /// `entries` (a round's) with the misses of the day before (`previous`, marked) carried:
  /// an entry missed then says so. A patient due nothing now (her wound healed since) is not
  /// brought back: what was due and missed is due still (a dressing, an assessment, a Braden
  /// stay overdue until done), so the miss shows where the work is.
  static func carried(_ previous: [RoundEntry], onto entries: [RoundEntry]) -> [RoundEntry] {
    let misses = Dictionary(
      previous.compactMap { entry in entry.missed.map { (entry.patientID, $0) } },
      uniquingKeysWith: { first, _ in first }
    )
    guard !misses.isEmpty else { return entries }
    return entries.map { entry in
      var entry = entry
      entry.missedBefore = misses[entry.patientID]
      return entry
    }
  }
}
