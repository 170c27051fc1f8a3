import CoreTerminal
import Foundation

/// A refused change in the words of the screen, every string safe to print.
enum RefusedFormat {
  /// "wound 1a2b3c4d".
  static func record(_ change: RefusedChangeItem) -> String {
    "\(change.recordType.visibleControls(whitespace: .asPictures)) \(change.recordID.visibleControls(whitespace: .asPictures).idPrefix)"
  }

  static func row(_ change: RefusedChangeItem, timeZone: TimeZone) -> RefusedViewData.Row {
    RefusedViewData.Row(
      id: change.id,
      record: record(change),
      change: operation(change.operation),
      field: change.field.map { $0.visibleControls(whitespace: .asPictures) } ?? SyncText.none,
      reason: change.reason.visibleControls(whitespace: .asPictures),
      changedFields: change.changedFields.isEmpty
        ? nil
        : change.changedFields.map { $0.visibleControls(whitespace: .asPictures) }.joined(
          separator: ", "
        ),
      refusedAt: SyncTime.text(change.refusedAt, in: timeZone)
    )
  }

  /// What the outbox's operation meant to the nurse.
  private static func operation(_ operation: String) -> String {
    switch operation {
    case "create": return "new"
    case "update": return "edit"
    case "append": return "added"
    default: return operation.visibleControls(whitespace: .asPictures)
    }
  }
}
