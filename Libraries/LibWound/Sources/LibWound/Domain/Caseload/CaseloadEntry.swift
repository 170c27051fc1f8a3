import Foundation
import LibPatient

/// Why an open wound stands where it does in the team lead's caseload (docs/clinical-rules.md
/// "Caseload"), most concerning first: the cases' order is the ranking's.
public enum CaseloadReason: String, CaseIterable, Comparable, Sendable {
  /// The latest current assessment suspects a deep infection (STONEES).
  case deepInfection = "deep-infection"
  /// Judged off the 4-week healing trajectory (`HealingTrajectoryRule`).
  case offTrajectory = "off-trajectory"
  /// The PUSH score or the area went up at each of the last three current assessments.
  case rising
  /// Overdue for an assessment (`OverdueRule`, the one definition).
  case overdue
  /// Compressed, and the leg's latest ABPI is more than 84 days old or missing.
  case abpiDue = "abpi-due"
  /// Open and without a care plan.
  case noPlan = "no-plan"

  /// The reason in a nurse's words, one phrase.
  public var words: String {
    switch self {
    case .deepInfection: "deep infection suspected: tell the physician today"
    case .offTrajectory: "not on a healing trajectory: reassess the treatment"
    case .rising: "PUSH or area rising over the last three assessments"
    case .overdue: "overdue for an assessment"
    case .abpiDue: "ABPI due for its compression"
    case .noPlan: "no care plan"
    }
  }

  /// The reason in two words or so, for a table's column ("off trajectory").
  public var label: String {
    switch self {
    case .deepInfection: "deep infection"
    case .offTrajectory: "off trajectory"
    case .rising: "rising"
    case .overdue: "overdue"
    case .abpiDue: "ABPI due"
    case .noPlan: "no plan"
    }
  }

  /// Rank: the more concerning reason is the smaller.
  public static func < (lhs: CaseloadReason, rhs: CaseloadReason) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// One open wound of the team in the caseload: whose, what, who follows it and why it ranks
/// where it does.
public struct CaseloadEntry: Hashable, Sendable, Identifiable {
  /// The wound.
  public var wound: Wound
  /// Its patient's given name.
  public var givenName: String
  /// Its patient's family name.
  public var familyName: String
  /// Who last assessed it (current assessments only); nil when never assessed or unknown.
  public var lastAssessedBy: String?
  /// When it was last assessed (current assessments only).
  public var lastAssessedAt: Date?
  /// Its last area.
  public var lastArea: SquareCentimetres?
  /// Its last PUSH total, 0-17.
  public var lastPush: Int?
  /// Its reasons, most concerning first; empty when nothing calls for attention.
  public var reasons: [CaseloadReason]
  /// Where its overdue interval counts from (`OverdueRule`): the last assessment, or the start
  /// of the day it was opened. The longest unseen ranks first among equals.
  public var since: Date
  /// Her visit missed yesterday, with why, when one was (the day's round carries it:
  /// docs/care-plans.md "Missed visits"). Shown, not ranked: every patient due yesterday and
  /// not visited was missed, so as a reason it would double "overdue".
  public var missedVisit: MissedVisit?

  /// What the entry says in a nurse's words: each reason, most concerning first, then a visit
  /// missed yesterday and why ("visit missed yesterday: not at home").
  public var words: [String] {
    reasons.map(\.words) + (missedVisit.map { ["visit missed yesterday: \($0.why)"] } ?? [])
  }

  /// The wound's id.
  public var id: Wound.ID { wound.id }

  /// The nurse the wound is hers: who last assessed it, else who opened it (the store records
  /// no assignment; these two are what every wound carries).
  public var nurse: String? { lastAssessedBy ?? wound.openedBy }

  /// An entry with every field given.
  public init(
    wound: Wound,
    givenName: String,
    familyName: String,
    lastAssessedBy: String?,
    lastAssessedAt: Date?,
    lastArea: SquareCentimetres?,
    lastPush: Int?,
    reasons: [CaseloadReason],
    since: Date,
    missedVisit: MissedVisit? = nil
  ) {
    self.missedVisit = missedVisit
    self.wound = wound
    self.givenName = givenName
    self.familyName = familyName
    self.lastAssessedBy = lastAssessedBy
    self.lastAssessedAt = lastAssessedAt
    self.lastArea = lastArea
    self.lastPush = lastPush
    self.reasons = reasons.sorted()
    self.since = since
  }
}

/// Which entries of the caseload to show: by nurse (`CaseloadEntry.nurse`, case-insensitive)
/// and by reason (an entry with any of them).
public struct CaseloadFilter: Hashable, Sendable {
  /// The nurse, nil for all.
  public var nurse: String?
  /// The reasons, empty for all (wounds with no reason included).
  public var reasons: Set<CaseloadReason>

  /// A filter; the default admits every entry.
  public init(nurse: String? = nil, reasons: Set<CaseloadReason> = []) {
    self.nurse = nurse
    self.reasons = reasons
  }

  /// Whether the filter admits `entry`.
  public func admits(_ entry: CaseloadEntry) -> Bool {
    if let nurse {
      guard let hers = entry.nurse, hers.lowercased() == nurse.lowercased() else { return false }
    }
    return reasons.isEmpty || entry.reasons.contains(where: reasons.contains)
  }
}

/// The caseload's order (docs/clinical-rules.md "Caseload"): by the most concerning reason
/// (none last), then more reasons first, then the longest unseen first, then the wound's id.
public enum CaseloadRanking {
  /// `entries` in the caseload's order.
  public static func ranked(_ entries: [CaseloadEntry]) -> [CaseloadEntry] {
    entries.sorted { lhs, rhs in
      let left = lhs.reasons.first.map { CaseloadReason.allCases.firstIndex(of: $0)! } ?? .max
      let right = rhs.reasons.first.map { CaseloadReason.allCases.firstIndex(of: $0)! } ?? .max
      if left != right { return left < right }
      if lhs.reasons.count != rhs.reasons.count { return lhs.reasons.count > rhs.reasons.count }
      if lhs.since != rhs.since { return lhs.since < rhs.since }
      return lhs.wound.id.isOrdered(before: rhs.wound.id)
    }
  }
}
