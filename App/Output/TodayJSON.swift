import Foundation
import LibPatient
import LibWound

/// The `--json` shape of the day's round (`nurse today --json`): the day, whether the order is
/// the nurse's own, and each patient in visit order with what is due and why. Written as
/// `PrettyJSON` (thousands of values, too many to take each through an `Encodable`
/// container), laid out as every other `--json` output.
enum RoundJSON {
  /// Writes the round.
  static func write(_ round: DayRound, to json: inout PrettyJSON) {
    json.beginObject()
    json.member("day", round.day.description)
    json.key("patients")
    json.beginArray()
    for entry in round.entries {
      json.item()
      write(entry, to: &json)
    }
    json.endArray()
    json.member("savedOrder", round.isSavedOrder)
    json.endObject()
  }

  /// A patient: her address, what is due (`due`), her names, whether she shows signs of
  /// infection or has something overdue, her id, postal code and unread messages.
  private static func write(_ entry: RoundEntry, to json: inout PrettyJSON) {
    json.beginObject()
    json.member("address", entry.address)
    json.key("due")
    json.beginArray()
    for reason in entry.reasons {
      json.item()
      write(reason, to: &json)
    }
    json.endArray()
    json.member("familyName", entry.familyName)
    json.member("givenName", entry.givenName)
    json.member("infection", entry.hasInfectionSigns)
    json.member("overdue", entry.isOverdue)
    json.member("patientId", PrettyJSON.id(entry.patientID))
    json.member("postalCode", entry.place.postalCode)
    json.member("unread", entry.unreadCount)
    json.endObject()
  }

  /// One thing due: days late, its kind (`dressing`, `assessment`, `braden`, `trajectory`,
  /// `messages`), the last Braden's day, its state (`due`, `overdue`), the words, and the
  /// wound it is about.
  private static func write(_ reason: RoundReason, to json: inout PrettyJSON) {
    var kind: String
    var due: DueState?
    var lastBraden: String?
    switch reason {
    case .dressingChange(_, _, let state): (kind, due) = ("dressing", state)
    case .assessment(_, _, let state): (kind, due) = ("assessment", state)
    case .braden(let lastOn):
      kind = "braden"
      lastBraden = lastOn?.description
    case .offTrajectory: kind = "trajectory"
    case .unreadMessages: kind = "messages"
    }
    var state: String?
    var daysOverdue: Int?
    switch due {
    case .none, .notDue: break
    case .due: state = "due"
    case .overdue(let days): (state, daysOverdue) = ("overdue", days)
    }
    json.beginObject()
    json.member("daysOverdue", daysOverdue)
    json.member("kind", kind)
    json.member("lastBraden", lastBraden)
    json.member("state", state)
    json.member("text", reason.description)
    json.member("woundId", reason.woundID.map(PrettyJSON.id))
    json.endObject()
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
