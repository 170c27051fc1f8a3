import CoreContract
import Foundation
import LibPatient
import LibWound

/// The day's round as `nurse today --json` prints it (docs/json.md): the day, whether the
/// order is the nurse's own, and each patient in visit order with what is due and why.
struct RoundJSON: Encodable {
  var day: String
  var savedOrder: Bool
  var patients: [RoundPatientJSON]

  init(_ round: DayRound) {
    day = round.day.description
    savedOrder = round.isSavedOrder
    patients = round.entries.map(RoundPatientJSON.init)
  }
}

/// A patient of the round: her address, what is due (`due`), her names, whether she shows
/// signs of infection or has something overdue, her id, postal code and unread messages.
struct RoundPatientJSON: Encodable {
  var patientId: String
  var familyName: String
  var givenName: String
  var address: String?
  var postalCode: String?
  var infection: Bool
  var overdue: Bool
  var unread: Int
  var due: [DueJSON]
  /// On a past day: she was due and no visit was done (`{"day", "reason", "text"}`).
  var missed: MissedJSON?
  /// She was missed on the day before this round's.
  var missedBefore: MissedJSON?
  /// The day's visits that count, done or not (`{"id", "visitedAt", "visitedBy", "outcome"}`).
  var visits: [RoundVisitJSON]

  init(_ entry: RoundEntry) {
    patientId = RecordID.text(entry.patientID)
    familyName = entry.familyName
    givenName = entry.givenName
    address = entry.address
    postalCode = entry.place.postalCode
    infection = entry.hasInfectionSigns
    overdue = entry.isOverdue
    unread = entry.unreadCount
    due = entry.reasons.map(DueJSON.init)
    missed = entry.missed.map(MissedJSON.init)
    missedBefore = entry.missedBefore.map(MissedJSON.init)
    visits = entry.visits.map(RoundVisitJSON.init)
  }
}

/// A missed visit: the day, the outcome recorded that day (absent when none was), the words.
struct MissedJSON: Encodable {
  var day: String
  var reason: String?
  var text: String

  init(_ missed: MissedVisit) {
    day = missed.day.description
    reason = missed.reason?.rawValue
    text = missed.why
  }
}

/// A visit of the round's day.
struct RoundVisitJSON: Encodable {
  var id: String
  var visitedAt: String
  var visitedBy: String?
  var outcome: String

  init(_ visit: RoundVisit) {
    id = RecordID.text(visit.id)
    visitedAt = JSONOutput.timestamp(visit.visitedAt)
    visitedBy = visit.visitedBy
    outcome = visit.outcome.rawValue
  }
}

/// One thing due: its kind (`physician`, `dressing`, `assessment`, `braden`, `trajectory`,
/// `messages`, `abpi`), the words, and as they apply the wound it is about, its state (`due`,
/// `overdue`), the days late and the last Braden's day.
struct DueJSON: Encodable {
  var kind: String
  var text: String
  var woundId: String?
  var state: String?
  var daysOverdue: Int?
  var lastBraden: String?

  init(_ reason: RoundReason) {
    var due: DueState?
    switch reason {
    case .dressingChange(_, _, let state): (kind, due) = ("dressing", state)
    case .assessment(_, _, let state): (kind, due) = ("assessment", state)
    case .braden(let lastOn): (kind, lastBraden) = ("braden", lastOn?.description)
    case .offTrajectory: kind = "trajectory"
    case .unreadMessages: kind = "messages"
    case .deepInfection: kind = "physician"
    case .abpiDue: kind = "abpi"
    }
    switch due {
    case .none, .notDue: break
    case .due: state = "due"
    case .overdue(let days): (state, daysOverdue) = ("overdue", days)
    }
    text = reason.description
    woundId = reason.woundID.map(RecordID.text)
  }
}

/// The `--json` shape of a care plan (`nurse wound plan --json`).
struct CarePlanJSON: Encodable {
  var woundId: String
  var startsOn: String
  var cleansing: String?
  var primaryDressing: String
  var secondaryDressing: String?
  var changeEveryDays: Int?
  var changeWeekdays: [String]?
  var assessEveryDays: Int
  var referringNurse: String?
  /// `none`, `reduced` or `full`.
  var compression: String
  /// The specialist's advice the compression follows: `{"by": …, "on": "YYYY-MM-DD"}`.
  var specialistAdvice: SpecialistAdviceJSON?
  /// When the plan was written or last changed, and by whom when known.
  var updatedAt: String
  var updatedBy: String?

  init(_ plan: CarePlan) {
    woundId = RecordID.text(plan.woundID)
    startsOn = plan.startsOn.description
    cleansing = plan.cleansing
    primaryDressing = plan.primaryDressing
    secondaryDressing = plan.secondaryDressing
    switch plan.change {
    case .everyDays(let days): changeEveryDays = days
    case .weekdays(let days): changeWeekdays = days.map(\.rawValue)
    }
    assessEveryDays = plan.assessEveryDays
    referringNurse = plan.referringNurse
    compression = plan.compression.rawValue
    specialistAdvice = plan.specialistAdvice.map {
      SpecialistAdviceJSON(by: $0.by, on: $0.on.description)
    }
    updatedAt = JSONOutput.timestamp(plan.updatedAt)
    updatedBy = plan.updatedBy
  }
}

/// Who advised a plan's compression, and on which day.
struct SpecialistAdviceJSON: Encodable {
  var by: String
  var on: String
}

/// The `--json` shape of a visit (`nurse visit list --json`).
struct VisitJSON: Encodable {
  var id: String
  var patientId: String
  var visitedAt: String
  var visitedBy: String?
  var dressingsChanged: [String]
  var assessments: [String]
  var bradens: [String]
  var note: String?
  /// `done`, `not-at-home`, `refused`, `in-hospital` or `deceased` (`done` for a visit
  /// recorded before outcomes).
  var outcome: String
  /// The day she died, with `deceased`.
  var deceasedOn: String?
  /// When the visit began, and its whole minutes to `visitedAt` (its end); absent unknown.
  var startedAt: String?
  var durationMinutes: Int?
  /// Who voided it, when and why; absent while the visit counts.
  var voided: VoidedJSON?

  /// The `--json` shape of a visit's void.
  struct VoidedJSON: Encodable {
    var id: String
    var voidedAt: String
    var voidedBy: String?
    var reason: String?
  }

  init(_ visit: Visit) {
    id = RecordID.text(visit.id)
    patientId = RecordID.text(visit.patientID)
    visitedAt = JSONOutput.timestamp(visit.visitedAt)
    visitedBy = visit.visitedBy
    dressingsChanged = visit.dressingsChanged.map(RecordID.text)
    assessments = visit.assessments.map(RecordID.text)
    bradens = visit.bradens.map(RecordID.text)
    note = visit.note
    outcome = visit.outcome.rawValue
    deceasedOn = visit.deceasedOn?.description
    startedAt = visit.startedAt.map(JSONOutput.timestamp)
    durationMinutes = visit.durationMinutes
    voided = visit.voided.map { void in
      VoidedJSON(
        id: RecordID.text(void.id),
        voidedAt: JSONOutput.timestamp(void.voidedAt),
        voidedBy: void.voidedBy,
        reason: void.reason
      )
    }
  }
}
