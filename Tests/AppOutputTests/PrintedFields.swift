import CoreContract
import CoreContractCases
import Foundation

/// How each contract field shows in the `--json` output that prints its record: under its own
/// name (the usual case, nothing listed), under another key (`printedAs`), or not at all, with
/// the reason (`notPrinted`). `EveryFieldArrivesTests` holds the outputs to it, so a field
/// added to a record is printed or listed here — never forgotten in silence.
enum PrintedFields {
  static let bookkeeping: [String: String] = [
    "version": "the server's version, used by sync",
    "createdAt": "this store's own time of writing",
    "updatedAt": "this store's own time of writing",
  ]

  /// Kind (a visit's void apart) -> field -> why no output prints it.
  static let notPrinted: [String: [String: String]] = [
    "patient": bookkeeping.merging([
      "mergedInto":
        "a merged patient is printed as the patient she was merged into (her id names her)"
    ]) { $1 },
    "braden": [
      "id": "the latest Braden is printed within its patient",
      "patientId": "printed within its patient",
      "sensoryPerception": "summed into `total` and its `risk`",
      "moisture": "summed into `total` and its `risk`",
      "activity": "summed into `total` and its `risk`",
      "mobility": "summed into `total` and its `risk`",
      "nutrition": "summed into `total` and its `risk`",
      "frictionShear": "summed into `total` and its `risk`",
    ],
    "wound": bookkeeping,
    "assessment": ["woundId": "printed within its wound"],
    "photo": [
      "id": "a photo is named by its content: its `id` is its SHA-256",
      "assessmentId": "printed within its assessment",
    ],
    "message": ["sequence": "the server's place in the change log"],
    "readMark": [
      "patientId": "a read mark is printed as the unread counts it makes",
      "upToSequence": "a read mark is printed as the unread counts it makes",
    ],
    "handoverSeen": [
      "id": "a mark is printed as the changes it takes off the handover",
      "patientId": "a mark is printed as the changes it takes off the handover",
      "nurse": "a mark is printed as the changes it takes off the handover",
      "seenAt": "a mark is printed as the handover's `since` (`last-seen`)",
    ],
    // A plan prints when and by whom it last changed (`updatedAt`, `updatedBy`).
    "care-plan": bookkeeping.filter { $0.key != "updatedAt" }
      .merging(["id": "its wound's id, printed as `woundId`"]) { $1 },
    "visit": [:],
    "visit-void": [
      "patientId": "printed within the visit it voids",
      "voids": "printed as the `voided` object of the visit it voids",
    ],
  ]

  /// Kind -> field -> the key (a path, `physician.name`) its output prints it under.
  static let printedAs: [String: [String: String]] = [
    "patient": ["physicianName": "physician.name", "physicianPhone": "physician.phone"],
    "assessment": ["infectionSigns": "infection"],
    "wound": ["clockPosition": "location.clockPosition"],
    // CompleteRecords' plan changes the dressing on weekdays.
    "care-plan": ["dressingChange": "changeWeekdays"],
    "visit-void": ["visitedAt": "voidedAt", "visitedBy": "voidedBy", "note": "reason"],
  ]

  /// The record's kind as the tables name it: a visit that voids another is its own.
  static func kind(of record: any TeamRecord) -> String {
    if let visit = record as? Wire.Visit, visit.voids != nil { return "visit-void" }
    return type(of: record).type.rawValue
  }

  /// The contract type a table's kind names.
  static func wireType(_ kind: String) -> (any TeamRecord.Type)? {
    let name = kind == "visit-void" ? Wire.Visit.type.rawValue : kind
    return Wire.records.first { $0.type.rawValue == name }
  }

  /// The value at `path` (keys joined by dots) in `object`, nil when absent or null.
  static func value(at path: String, in object: JSONValue) -> JSONValue? {
    var value = object
    for key in path.split(separator: ".") { value = value[String(key)] }
    return CompleteRecords.holdsAValue(value) ? value : nil
  }
}
