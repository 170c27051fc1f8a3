import CoreContract
import Foundation
import LibPatient

/// Why a patient is on the day's round: one thing due, with what it is about.
public enum RoundReason: Hashable, Sendable, CustomStringConvertible {
  /// A wound's dressing change under its plan, due that day or overdue.
  case dressingChange(woundID: Wound.ID, site: BodySite, state: DueState)
  /// A wound's assessment (its plan's interval, else the 7 days of docs/clinical-rules.md
  /// "Overdue"), due or overdue.
  case assessment(woundID: Wound.ID, site: BodySite, state: DueState)
  /// A Braden reassessment: never assessed, or an open pressure injury and no Braden for
  /// 7 days (`lastOn` the last one's day).
  case braden(lastOn: CalendarDate?)
  /// A wound off its 4-week healing trajectory (docs/clinical-rules.md): reassess the treatment.
  case offTrajectory(woundID: Wound.ID, site: BodySite)
  /// Messages about the patient she has not read.
  case unreadMessages(Int)
  /// A wound whose latest assessment suspects a deep infection (docs/clinical-rules.md
  /// "Infection screening"): the physician is told today. First of her reasons.
  case deepInfection(woundID: Wound.ID, site: BodySite)
  /// A wound under compression whose leg's latest ABPI is more than 84 days old, or has none
  /// (docs/clinical-rules.md "Compression"): measure it again.
  case abpiDue(woundID: Wound.ID, site: BodySite)

  /// True when the duty fell due before the day.
  public var isOverdue: Bool {
    switch self {
    case .dressingChange(_, _, .overdue), .assessment(_, _, .overdue): return true
    default: return false
    }
  }

  /// The wound it is about, if any.
  public var woundID: Wound.ID? {
    switch self {
    case .dressingChange(let id, _, _), .assessment(let id, _, _), .offTrajectory(let id, _),
      .deepInfection(let id, _), .abpiDue(let id, _):
      return id
    case .braden, .unreadMessages: return nil
    }
  }

  /// The reason in a nurse's words, one short phrase: "dressing left-heel overdue 2 d".
  public var description: String {
    switch self {
    case .dressingChange(_, let site, let state):
      return "dressing \(site.rawValue)\(Self.words(state))"
    case .assessment(_, let site, let state):
      return "assess \(site.rawValue)\(Self.words(state))"
    case .braden(let lastOn):
      return lastOn.map { "Braden (last \($0))" } ?? "Braden (never)"
    case .offTrajectory(_, let site):
      return "\(site.rawValue) off trajectory"
    case .unreadMessages(let count):
      return count == 1 ? "1 unread message" : "\(count) unread messages"
    case .abpiDue(_, let site):
      return "ABPI due (\(site.rawValue) compression)"
    case .deepInfection(_, let site):
      // What to do first, so that a row cut short still says it (the verdict's own words).
      let verdict = InfectionVerdict.deepInfectionSuspected
      return "\(verdict.action): \(site.rawValue) \(verdict.finding)"
    }
  }

  private static func words(_ state: DueState) -> String {
    switch state {
    case .notDue: return ""
    case .due: return " due"
    case .overdue(let days): return " overdue \(days) d"
    }
  }
}

/// A visit that counts (not voided) made on the round's day, done or not.
public struct RoundVisit: Hashable, Sendable, Identifiable {
  /// The visit's id.
  public var id: Visit.ID
  /// When.
  public var visitedAt: Date
  /// Who visited, when known.
  public var visitedBy: String?
  /// How it ended: only a visit done visits her.
  public var outcome: VisitOutcome

  /// A visit with every field given.
  public init(id: Visit.ID, visitedAt: Date, visitedBy: String?, outcome: VisitOutcome = .done) {
    self.id = id
    self.visitedAt = visitedAt
    self.visitedBy = visitedBy
    self.outcome = outcome
  }
}

/// One patient on the day's round, with everything due and why, and the day's visits.
public struct RoundEntry: Hashable, Sendable, Identifiable {
  /// The patient.
  public var patientID: Patient.ID
  /// Her given name.
  public var givenName: String
  /// Her family name.
  public var familyName: String
  /// Her address as written, if any.
  public var address: String?
  /// What the visit order read in it.
  public var place: RoundAddress
  /// What is due, in a fixed order: a deep infection to tell the physician of, dressings,
  /// assessments, Braden, trajectory, messages.
  public var reasons: [RoundReason]
  /// True when the newest assessment of one of her open wounds shows signs of infection, or
  /// suspects a deep infection: she is visited after the others.
  public var hasInfectionSigns: Bool
  /// Her visits of the day that count, oldest first, done or not: she stays on the round once
  /// visited.
  public var visits: [RoundVisit]
  /// On a past day's round: she was due and no visit was done that day (`MissedVisitRule`).
  public var missed: MissedVisit?
  /// She was missed on the day before the round's, carried forward onto it.
  public var missedBefore: MissedVisit?

  /// The patient's id.
  public var id: Patient.ID { patientID }
  /// True once a visit of the day that counts was done (not "not at home", refused…).
  public var isVisited: Bool { visits.contains { $0.outcome == .done } }
  /// True when something fell due before the day.
  public var isOverdue: Bool { reasons.contains(where: \.isOverdue) }
  /// True when a wound of hers suspects a deep infection: tell the physician today.
  public var tellsThePhysicianToday: Bool {
    reasons.contains { if case .deepInfection = $0 { true } else { false } }
  }
  /// Her unread messages.
  public var unreadCount: Int {
    reasons.reduce(0) { count, reason in
      if case .unreadMessages(let unread) = reason { return count + unread }
      return count
    }
  }
  /// The wounds whose dressing is due or overdue: what a visit marked done changes.
  public var dressingsDue: [Wound.ID] {
    reasons.compactMap { reason in
      if case .dressingChange(let id, _, _) = reason { return id }
      return nil
    }
  }

  /// An entry with every field given.
  public init(
    patientID: Patient.ID,
    givenName: String,
    familyName: String,
    address: String?,
    reasons: [RoundReason],
    hasInfectionSigns: Bool,
    visits: [RoundVisit] = []
  ) {
    self.patientID = patientID
    self.givenName = givenName
    self.familyName = familyName
    self.address = address
    self.place = RoundAddress(address)
    self.reasons = reasons
    self.hasInfectionSigns = hasInfectionSigns
    self.visits = visits
  }
}

/// The day's round: every patient with something due that day, in visit order.
public struct DayRound: Hashable, Sendable {
  /// The day.
  public var day: CalendarDate
  /// The patients, in visit order.
  public var entries: [RoundEntry]
  /// True when the order is the one the nurse saved for that day (`moveInRound`).
  public var isSavedOrder: Bool
  /// What the dressing changes still due need, per product (`RoundSuppliesRule`).
  public var supplies: [SupplyLine]

  /// A round with every field given.
  public init(
    day: CalendarDate,
    entries: [RoundEntry],
    isSavedOrder: Bool,
    supplies: [SupplyLine] = []
  ) {
    self.day = day
    self.entries = entries
    self.isSavedOrder = isSavedOrder
    self.supplies = supplies
  }
}
