import Foundation
import LibPatient
import LibWound

/// The `--json` shape of the day's round (`nurse today --json`): the day, whether the order is
/// the nurse's own, and each patient in visit order with what is due and why. Written as
/// `PrettyJSON` (thousands of values: `Encodable` was a tenth of the command's time), laid out
/// as every other `--json` output.
enum RoundJSON {
  /// The round as JSON text.
  static func text(_ round: DayRound) -> String {
    PrettyJSON.text(
      .object([
        ("day", .string(round.day.description)),
        ("savedOrder", .bool(round.isSavedOrder)),
        ("patients", .array(round.entries.map(entry))),
      ])
    )
  }

  /// A patient: her id, names, address and postal code, whether she shows signs of
  /// infection, has something overdue, her unread messages, and what is due (`due`).
  private static func entry(_ entry: RoundEntry) -> PrettyJSON.Value {
    .object([
      ("patientId", .string(PrettyJSON.id(entry.patientID))),
      ("givenName", .string(entry.givenName)),
      ("familyName", .string(entry.familyName)),
      ("address", .string(entry.address)),
      ("postalCode", .string(entry.place.postalCode)),
      ("infection", .bool(entry.hasInfectionSigns)),
      ("overdue", .bool(entry.isOverdue)),
      ("unread", .int(entry.unreadCount)),
      ("due", .array(entry.reasons.map(reason))),
    ])
  }

  /// One thing due: its kind (`dressing`, `assessment`, `braden`, `trajectory`, `messages`),
  /// the wound it is about, its state (`due`, `overdue`), days late, the last Braden's day,
  /// and the words.
  private static func reason(_ reason: RoundReason) -> PrettyJSON.Value {
    var kind: String
    var state: String?
    var daysOverdue: Int?
    var lastBraden: String?
    func set(_ due: DueState) {
      switch due {
      case .notDue: state = nil
      case .due: state = "due"
      case .overdue(let days): (state, daysOverdue) = ("overdue", days)
      }
    }
    switch reason {
    case .dressingChange(_, _, let due): kind = "dressing"; set(due)
    case .assessment(_, _, let due): kind = "assessment"; set(due)
    case .braden(let lastOn): kind = "braden"; lastBraden = lastOn?.description
    case .offTrajectory: kind = "trajectory"
    case .unreadMessages: kind = "messages"
    }
    return .object([
      ("kind", .string(kind)),
      ("woundId", .string(reason.woundID.map(PrettyJSON.id))),
      ("state", .string(state)),
      ("daysOverdue", .int(daysOverdue)),
      ("lastBraden", .string(lastBraden)),
      ("text", .string(reason.description)),
    ])
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
