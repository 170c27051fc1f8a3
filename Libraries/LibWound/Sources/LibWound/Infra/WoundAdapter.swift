import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// A row of the `wound` table: the contract's `Wire.Wound` as it is (CoreDatabase's
/// `StoredRecord`), one shape for the wire and the store.
typealias WoundRow = StoredRecord<Wire.Wound>

/// Converts wounds between the domain shape and the contract's `Wire.Wound`.
enum WoundAdapter {
  /// The wire record (and row) of a domain wound.
  static func wire(from wound: Wound) -> Wire.Wound {
    var wire = Wire.Wound(
      id: wound.id.recordID,
      patientId: wound.patientID.recordID,
      openedOn: wound.openedOn.description,
      openedBy: wound.openedBy,
      type: wound.type,
      site: wound.site,
      clockPosition: wound.clockPosition,
      stage: wound.stage,
      version: wound.version,
      createdAt: wound.createdAt,
      updatedAt: wound.updatedAt
    )
    switch wound.status {
    case .open: break
    case .healed(let day):
      wire.status = .healed
      wire.healedOn = day.description
    case .closed(let reason):
      wire.status = .closed
      wire.closedReason = reason
    }
    WireText.copy(WoundDetails.wireTexts, from: wound.details, into: &wire)
    return wire
  }

  /// The domain wound of a wire record or row; throws `StoredColumnUnreadable` for a day that does not read.
  static func wound(from wire: Wire.Wound) throws -> Wound {
    var details = WoundDetails(
      type: wire.type,
      site: wire.site,
      clockPosition: wire.clockPosition,
      stage: wire.stage
    )
    WireText.copy(WoundDetails.wireTexts, from: wire, into: &details)
    return Wound(
      id: Wound.ID(wire.id),
      patientID: Patient.ID(wire.patientId),
      openedOn: try read(CalendarDate(wire.openedOn), "openedOn"),
      openedBy: wire.openedBy,
      details: details,
      status: try status(from: wire),
      version: wire.version,
      createdAt: wire.createdAt,
      updatedAt: wire.updatedAt
    )
  }

  private static func status(from wire: Wire.Wound) throws -> WoundStatus {
    switch wire.status {
    case .open: return .open
    case .healed:
      return .healed(on: try read(wire.healedOn.flatMap(CalendarDate.init), "healedOn"))
    case .closed: return .closed(reason: wire.closedReason ?? "")
    }
  }

  static func read<Value>(_ value: Value?, _ column: String) throws -> Value {
    guard let value else { throw StoredColumnUnreadable(column: column) }
    return value
  }
}
