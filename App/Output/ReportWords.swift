import CoreReport
import CoreTerminal
import Foundation
import LibWound

/// How the physician report words a wound: the same words as the wound screens, and the
/// 4-week verdict with the rule it applies stated, figures taken from LibWound's rule.
enum ReportWords {
  /// "Venous leg ulcer".
  static func type(_ type: WoundType) -> String {
    let words = spaced(type.rawValue)
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// "open", "healed 2026-12-18", "closed: moved away".
  static func status(_ status: WoundStatus) -> String {
    switch status {
    case .open: return "open"
    case .healed(let day): return "healed \(day)"
    case .closed(let reason): return "closed: \(reason)"
    }
  }

  /// "G70 S30": each tissue's initial and share, in the order of healing.
  static func tissue(_ mix: TissueMix) -> String {
    let parts = [
      ("E", mix.epithelial), ("G", mix.granulation), ("S", mix.slough), ("N", mix.necrotic),
    ]
    let present = parts.filter { $0.1 > 0 }.map { "\($0.0)\($0.1)" }
    return present.isEmpty ? "none (closed)" : present.joined(separator: " ")
  }

  /// The infection screening of a wound's latest assessment shown, as `InfectionScreeningRule`
  /// computed it: its verdicts with what to do, the signs counted and the rule applied.
  static func infection(_ screening: InfectionScreening) -> ReportInfection {
    let verdicts = screening.verdictSentences
    let counted = screening.countsText
    let rule =
      "Rule: NERDS for local, STONEES for deep infection (Sibbald et al. 2006, Adv Skin Wound"
      + " Care 19:447; Woo & Sibbald 2009): three signs or more, or fever with one STONEES sign."
    return ReportInfection(
      verdict: verdicts.isEmpty ? "No infection verdict." : verdicts.joined(separator: " "),
      signs: "\(counted). \(rule)",
      isAlert: !verdicts.isEmpty
    )
  }

  /// The verdict and its rule, from what `HealingTrajectoryRule` judged.
  static func trajectory(_ verdict: TrajectoryVerdict, type: WoundType) -> ReportTrajectory {
    let window = HealingTrajectoryRule.window
    let cutOff = verdict.cutOffPercent
    let references =
      type == .diabeticFootUlcer
      ? "Sheehan 2003, Diabetes Care 26:1879; Coerper 2009"
      : "Phillips 2000; Kantor & Margolis 2000"
    let kindOfWound = type == .diabeticFootUlcer ? "a diabetic foot ulcer" : "this type of wound"
    let rule =
      "Rule: the assessment nearest day \(HealingTrajectoryRule.targetDay) after the first one, "
      + "within days \(window.lowerBound)-\(window.upperBound), is judged; an area reduction "
      + "under \(cutOff)% for \(kindOfWound) means it is not on a healing trajectory "
      + "(\(references)). With no assessment in that window the verdict is not yet known."
    let judged = verdict.day.flatMap { day in
      verdict.reduction.map { "day \(day): \($0)% reduction against the \(cutOff)% cut-off" }
    }
    switch verdict.trajectory {
    case .onTrack:
      return ReportTrajectory(
        kind: .onTrack,
        verdict: "On a healing trajectory (\(judged ?? "")).",
        rule: rule
      )
    case .offTrack:
      return ReportTrajectory(
        kind: .offTrack,
        verdict: "Not on a healing trajectory: reassess the treatment (\(judged ?? "")).",
        rule: rule
      )
    case .unknown:
      return ReportTrajectory(
        kind: .unknown,
        verdict:
          "Healing trajectory not yet known: no assessment between day \(window.lowerBound) "
          + "and day \(window.upperBound) after the first one.",
        rule: rule
      )
    }
  }

  /// The plan as the report words it, with who wrote it or last changed it.
  static func plan(_ plan: CarePlan) -> ReportPlan {
    ReportPlan(
      summary: plan.dressingText + " · " + plan.scheduleText,
      changedAt: plan.updatedAt,
      changedBy: plan.updatedBy
    )
  }

  /// A visit with what was done counted ("1 dressing changed · 1 assessment") and its void.
  static func visit(_ visit: Visit, timeZone: TimeZone) -> ReportVisit {
    func count(_ number: Int, _ one: String, _ many: String) -> String? {
      number == 0 ? nil : "\(number) \(number == 1 ? one : many)"
    }
    // A visit not done says how it ended; one with its start, how long it took.
    let notDone =
      visit.outcome == .done
      ? nil : "not done: \(visit.outcome.words)" + (visit.deceasedOn.map { " \($0)" } ?? "")
    let done = [
      notDone,
      count(visit.dressingsChanged.count, "dressing changed", "dressings changed"),
      count(visit.assessments.count, "assessment", "assessments"),
      count(visit.bradens.count, "Braden", "Bradens"),
      visit.durationMinutes.map { "\($0) min" },
    ].compactMap { $0 }
    let voided = visit.voided.map { void in
      let by = void.voidedBy.map { "by \($0), " } ?? ""
      let when = TypedTime.shown(void.voidedAt, timeZone: timeZone)
      return "\(by)\(when)" + (void.reason.map { ": \($0)" } ?? "")
    }
    return ReportVisit(
      visitedAt: visit.visitedAt,
      visitedBy: visit.visitedBy,
      done: done.joined(separator: " · "),
      note: visit.note,
      voided: voided
    )
  }

  /// "left lower leg": a kebab-case name read aloud.
  static func spaced(_ kebab: String) -> String {
    kebab.replacingOccurrences(of: "-", with: " ")
  }
}
