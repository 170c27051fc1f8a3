import Foundation

@testable import FeatureSync

/// Fixed conflicts, refused changes, ids and dates, so snapshots never depend on the day
/// tests run.
enum Fixtures {
  static let utc = TimeZone(identifier: "UTC")!

  static func id(_ number: Int) -> UUID {
    UUID(uuidString: "00000000-0000-4000-8000-\(String(format: "%012x", number))")!
  }

  /// A record id as the wire spells it: "1a2b3c4d-…" with `number` in its first digits.
  static func recordID(_ number: Int) -> String {
    String(format: "%08x", 0x1a2b_0000 + number) + "-0000-4000-8000-000000000000"
  }

  /// 2025-06-15 at `hour`:`minute` UTC.
  static func date(hour: Int, minute: Int = 0) -> Date {
    var components = DateComponents(year: 2025, month: 6, day: 15, hour: hour, minute: minute)
    components.timeZone = utc
    return Calendar(identifier: .gregorian).date(from: components)!
  }

  /// Marie, as the patient screens name her.
  static let marie = SyncRecordName(patient: "Dupont, Marie")
  /// Marie's leg ulcer, as the wound screens title it.
  static let marieWound = SyncRecordName(
    patient: "Dupont, Marie",
    wound: "Venous leg ulcer · left lower leg"
  )

  /// Marie's record, or her wound's for any other kind.
  static func name(of type: String) -> SyncRecordName {
    type == "patient" ? marie : marieWound
  }

  /// Marie's phone: she typed a mobile, a colleague had typed the landline first.
  static func conflict(
    _ number: Int = 1,
    type: String = "patient",
    field: String = "phone",
    mine: String = "06 12 34 56 78",
    theirs: String = "04 78 00 00 01",
    name: SyncRecordName? = nil
  ) -> SyncConflictItem {
    SyncConflictItem(
      id: id(100 + number),
      recordType: type,
      recordID: recordID(number),
      field: field,
      mine: mine,
      theirs: theirs,
      createdAt: date(hour: 14, minute: 2),
      name: name ?? self.name(of: type)
    )
  }

  /// An edit of Marie's wound the server refused: a rule refuses its length.
  static func refused(
    _ number: Int64 = 1,
    type: String = "wound",
    operation: String = "update",
    field: String? = "lengthCm",
    cause: RefusedChangeCause = .breaksRule,
    changedFields: [String] = ["lengthCm", "widthCm"],
    name: SyncRecordName? = nil
  ) -> RefusedChangeItem {
    RefusedChangeItem(
      id: number,
      recordType: type,
      recordID: recordID(Int(number)),
      operation: operation,
      field: field,
      cause: cause,
      changedFields: changedFields,
      refusedAt: date(hour: 14, minute: 5),
      name: name ?? self.name(of: type)
    )
  }

  static let summary = SyncLedgerSummary(
    pending: [.init(kind: "patient", count: 1), .init(kind: "wound", count: 2)],
    refused: 1,
    conflicts: 2,
    parked: 0
  )
}
