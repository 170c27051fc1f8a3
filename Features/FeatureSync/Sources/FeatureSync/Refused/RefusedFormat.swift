import CoreTerminal
import Foundation

/// A refused change in the words of the screen, every string safe to print: whose record it
/// is, what the change was, and the server's reason as a nurse would say it.
enum RefusedFormat {
  /// "Wound (Skin tear · left foot) of Dupont, Marie".
  static func title(_ change: RefusedChangeItem) -> String {
    RecordWords.title(change.recordType, id: change.recordID, change.name)
  }

  static func row(_ change: RefusedChangeItem, timeZone: TimeZone) -> RefusedViewData.Row {
    RefusedViewData.Row(
      id: change.id,
      patient: RecordWords.patient(change.name),
      record: RecordWords.record(change.recordType, change.name),
      change: operation(change.operation),
      account: account(change),
      field: change.field.map(RecordWords.field) ?? SyncText.none,
      changedFields: change.changedFields.isEmpty
        ? nil : change.changedFields.map(RecordWords.field).joined(separator: ", "),
      refusedAt: SyncTime.text(change.refusedAt, in: timeZone)
    )
  }

  /// "Wound (…) of Dupont, Marie: the server refused it: the patient is no longer on the
  /// team's record."
  static func account(_ change: RefusedChangeItem) -> String {
    let what = change.operation == "update" ? "your edit" : "it"
    return "\(title(change)): the server refused \(what): \(reason(change))."
  }

  /// The server's reason in words, from its cause, the field it named and the record's kind.
  static func reason(_ change: RefusedChangeItem) -> String {
    switch change.cause {
    case .notOnTeamRecord:
      if change.recordType == "patient" {
        return change.operation == "create"
          ? "another team's record already has its id"
          : "the patient is no longer on the team's record"
      }
      if change.operation == "update" {
        return "the \(RecordWords.kind(change.recordType).lowercased()) or its patient is no "
          + "longer on the team's record"
      }
      return "the \(parent(of: change.recordType)) is no longer on the team's record"
    case .breaksRule:
      guard let field = change.field else { return "a rule of the team's record refuses it" }
      return "a rule of the team's record refuses its \(RecordWords.fieldInSentence(field))"
    case .idTaken:
      return "another record already has its id, or it was erased from the team's record"
    case .tooLarge:
      return "it is larger than the server takes"
    case .waitsForCreation:
      return "it waits for the record's creation, which the server refused: settle that first"
    case .unknown:
      return "a reason this app cannot put in words (nurse status --json shows it)"
    }
  }

  /// What a record hangs under, as a nurse names it.
  private static func parent(of type: String) -> String {
    switch type {
    case "assessment", "care-plan": return "wound"
    case "photo": return "assessment"
    default: return "patient"
    }
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

  /// "2 changes still wait to be sent; 1 field waits for your choice (conflicts)", or nil
  /// when nothing waits.
  static func stillWaiting(_ summary: SyncLedgerSummary) -> String? {
    var parts: [String] = []
    let pending = summary.pendingTotal
    if pending > 0 {
      parts.append(
        pending == 1
          ? "1 change still waits to be sent" : "\(pending) changes still wait to be sent"
      )
    }
    if summary.conflicts > 0 {
      parts.append(
        summary.conflicts == 1
          ? "1 field waits for your choice (conflicts)"
          : "\(summary.conflicts) fields wait for your choice (conflicts)"
      )
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// The empty list's line: that the server took everything only when nothing else waits.
  static func empty(_ summary: SyncLedgerSummary?) -> String {
    guard let summary else { return "No refused changes." }
    guard let waiting = stillWaiting(summary) else {
      return "No refused changes: the server took everything you sent."
    }
    return "No refused changes; \(waiting)."
  }
}
