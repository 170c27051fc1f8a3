import CoreContract
import Foundation

/// Wounds between the `wound` row and the contract's `Wire.Wound`.
extension WoundAdapter {
  /// The row for a wound the server (or this nurse) holds.
  static func record(from wire: Wire.Wound) -> WoundRecord {
    WoundRecord(
      id: wire.id.uuid,
      patientID: wire.patientId.uuid,
      openedOn: wire.openedOn,
      openedBy: wire.openedBy,
      type: wire.type.rawValue,
      site: wire.site.rawValue,
      description: wire.description,
      stage: wire.stage?.rawValue,
      status: wire.status.rawValue,
      healedOn: wire.healedOn,
      closedReason: wire.closedReason,
      version: wire.version,
      createdAt: wire.createdAt,
      updatedAt: wire.updatedAt
    )
  }

  /// The wire record of a row; throws `CorruptRow` for a value the contract does not know.
  static func wire(from record: WoundRecord) throws -> Wire.Wound {
    Wire.Wound(
      id: RecordID(record.id),
      patientId: RecordID(record.patientID),
      openedOn: record.openedOn,
      openedBy: record.openedBy,
      type: try read(WoundType(rawValue: record.type), "type"),
      site: try read(BodySite(rawValue: record.site), "site"),
      description: record.description,
      stage: try record.stage.map { try read(PressureInjuryStage(rawValue: $0), "stage") },
      status: try read(Wire.Wound.Status(rawValue: record.status), "status"),
      healedOn: record.healedOn,
      closedReason: record.closedReason,
      version: record.version,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt
    )
  }

  /// The wire record of a domain wound.
  static func wire(from wound: Wound) throws -> Wire.Wound {
    try wire(from: record(from: wound))
  }
}
