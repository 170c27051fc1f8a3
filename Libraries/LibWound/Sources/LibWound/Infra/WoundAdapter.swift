import CoreContract
import Foundation
import LibPatient

/// Converts wounds between record and domain shapes (`WoundAdapter+Wire` adds the wire).
enum WoundAdapter {
  /// A stored value that no longer reads (a hand-edited file, a newer app's value).
  struct CorruptRow: Error, CustomStringConvertible {
    var column: String
    var description: String { "wound store: unreadable \(column)" }
  }

  static func record(from wound: Wound) -> WoundRecord {
    var record = WoundRecord(
      id: wound.id,
      patientID: wound.patientID,
      openedOn: wound.openedOn.description,
      openedBy: wound.openedBy,
      type: wound.type.rawValue,
      site: wound.site.rawValue,
      description: wound.description,
      stage: wound.stage?.rawValue,
      status: Wire.Wound.Status.open.rawValue,
      version: wound.version,
      createdAt: wound.createdAt,
      updatedAt: wound.updatedAt
    )
    switch wound.status {
    case .open: break
    case .healed(let day):
      record.status = Wire.Wound.Status.healed.rawValue
      record.healedOn = day.description
    case .closed(let reason):
      record.status = Wire.Wound.Status.closed.rawValue
      record.closedReason = reason
    }
    return record
  }

  static func wound(from record: WoundRecord) throws -> Wound {
    Wound(
      id: record.id,
      patientID: record.patientID,
      openedOn: try read(CalendarDate(record.openedOn), "openedOn"),
      openedBy: record.openedBy,
      type: try read(WoundType(rawValue: record.type), "type"),
      site: try read(BodySite(rawValue: record.site), "site"),
      description: record.description,
      stage: try record.stage.map { try read(PressureInjuryStage(rawValue: $0), "stage") },
      status: try status(from: record),
      version: record.version,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt
    )
  }

  private static func status(from record: WoundRecord) throws -> WoundStatus {
    switch try read(Wire.Wound.Status(rawValue: record.status), "status") {
    case .open: return .open
    case .healed:
      return .healed(on: try read(record.healedOn.flatMap(CalendarDate.init), "healedOn"))
    case .closed: return .closed(reason: record.closedReason ?? "")
    }
  }

  static func read<Value>(_ value: Value?, _ column: String) throws -> Value {
    guard let value else { throw CorruptRow(column: column) }
    return value
  }

}
