import Foundation
import LibPatient
import LibWound

/// The `--json` shape of the day's round (`nurse today --json`): the day, whether the order is
/// the nurse's own, and each patient in visit order with what is due and why.
struct RoundJSON: Encodable {
  struct Entry: Encodable {
    var patientId: String
    var givenName: String
    var familyName: String
    var address: String?
    var postalCode: String?
    var infection: Bool
    var overdue: Bool
    var unread: Int
    var due: [Reason]
  }

  /// One thing due: its kind (`dressing`, `assessment`, `braden`, `trajectory`, `messages`),
  /// the wound it is about, its state (`due`, `overdue`), days late, and the words.
  struct Reason: Encodable {
    var kind: String
    var woundId: String?
    var state: String?
    var daysOverdue: Int?
    var lastBraden: String?
    var text: String
  }

  var day: String
  var savedOrder: Bool
  var patients: [Entry]

  init(_ round: DayRound) {
    day = round.day.description
    savedOrder = round.isSavedOrder
    patients = round.entries.map { entry in
      Entry(
        patientId: entry.patientID.uuidString.lowercased(),
        givenName: entry.givenName,
        familyName: entry.familyName,
        address: entry.address,
        postalCode: entry.place.postalCode,
        infection: entry.hasInfectionSigns,
        overdue: entry.isOverdue,
        unread: entry.unreadCount,
        due: entry.reasons.map(Reason.init)
      )
    }
  }
}

extension RoundJSON.Reason {
  init(_ reason: RoundReason) {
    text = reason.description
    woundId = reason.woundID?.uuidString.lowercased()
    switch reason {
    case .dressingChange(_, _, let state): kind = "dressing"; set(state)
    case .assessment(_, _, let state): kind = "assessment"; set(state)
    case .braden(let lastOn): kind = "braden"; lastBraden = lastOn?.description
    case .offTrajectory: kind = "trajectory"
    case .unreadMessages: kind = "messages"
    }
  }

  private mutating func set(_ due: DueState) {
    switch due {
    case .notDue: state = nil
    case .due: state = "due"
    case .overdue(let days): (state, daysOverdue) = ("overdue", days)
    }
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

  init(_ plan: CarePlan) {
    woundId = plan.woundID.uuidString.lowercased()
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
  }
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

  init(_ visit: Visit) {
    func text(_ ids: [UUID]) -> [String] { ids.map { $0.uuidString.lowercased() } }
    id = visit.id.uuidString.lowercased()
    patientId = visit.patientID.uuidString.lowercased()
    visitedAt = JSONOutput.timestamp(visit.visitedAt)
    visitedBy = visit.visitedBy
    dressingsChanged = text(visit.dressingsChanged)
    assessments = text(visit.assessments)
    bradens = text(visit.bradens)
    note = visit.note
  }
}
