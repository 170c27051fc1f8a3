import CoreTerminal
import Foundation
import LibWound

/// A wound's care plan in the words the wound detail shows it, as labelled lines under its
/// facts (text from colleagues made visible).
enum WoundPlanText {
  /// ("Dressing", "alginate, over it foam; cleansing saline"), ("Care", "Changed every 2 days ·
  /// assessed every 7 days · referring nurse Claire · full compression"), in LibWound's words.
  static func lines(_ plan: CarePlan) -> [(label: String, value: String)] {
    let schedule = plan.scheduleText.prefix(1).uppercased() + plan.scheduleText.dropFirst()
    return [("Dressing", plan.dressingText), ("Care", schedule)].map {
      ($0.0, $0.1.visibleControls(whitespace: .asSpaces))
    }
  }

  /// Who wrote the plan or last changed it and when, in the nurse's time zone: "by anna,
  /// 2026-11-26 17:53", "changed by bea, 2026-11-27 08:10" once changed, without "by" when
  /// nobody was logged in (a pulled name shown with its controls visible).
  static func author(_ plan: CarePlan, in timeZone: TimeZone) -> String {
    let when = WoundText.time(plan.updatedAt, in: timeZone)
    let changed = plan.updatedAt > plan.createdAt ? "changed " : ""
    guard let author = plan.updatedBy, !author.isEmpty else { return "\(changed)\(when)" }
    return "\(changed)by \(author.visibleControls(whitespace: .asSpaces)), \(when)"
  }
}
