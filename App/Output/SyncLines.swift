import CoreSync
import CoreTerminal
import Foundation

/// The plain-text lines of `nurse sync`, `nurse status` and the conflict and refused lists:
/// ids cut to their first characters, every value printed safely.
enum SyncLines {
  /// `3  wound 1a2b3c4d  lengthCm  422 refused (invalid) field lengthCm`: the id to retry or
  /// discard it, the record, the field the server named (or `—`) and its data-free reason.
  static func refused(_ change: RefusedChange) -> String {
    [
      String(change.id),
      "\(change.type.rawValue.visibleControls(whitespace: .asPictures)) \(change.recordID.text.prefix(8))",
      (change.field ?? "—").visibleControls(whitespace: .asPictures),
      change.reason.visibleControls(whitespace: .asPictures),
    ].joined(separator: "  ")
  }

  /// `3f2a9c1e  patient 1a2b3c4d  phone  mine "06 12 34 56 78"  theirs "04 78 00 00 01"`.
  static func conflict(_ conflict: SyncConflict) -> String {
    [
      String(conflict.id.uuidString.lowercased().prefix(8)),
      "\(conflict.type.rawValue.visibleControls(whitespace: .asPictures)) \(conflict.recordID.text.prefix(8))",
      conflict.field.visibleControls(whitespace: .asPictures),
      "mine \(SyncValueText.line(conflict.mine))",
      "theirs \(SyncValueText.line(conflict.theirs))",
    ].joined(separator: "  ")
  }

  /// `kept mine  patient 1a2b3c4d  phone`: what `nurse sync resolve` settled.
  static func resolved(_ conflict: SyncConflict, keep choice: ConflictChoice) -> String {
    [
      "kept \(choice.rawValue)",
      "\(conflict.type.rawValue.visibleControls(whitespace: .asPictures)) \(conflict.recordID.text.prefix(8))",
      conflict.field.visibleControls(whitespace: .asPictures),
    ].joined(separator: "  ")
  }

  /// `3 (patient 1, wound 2)`, or `0`.
  static func pending(_ kinds: [(kind: String, count: Int)]) -> String {
    let total = kinds.reduce(0) { $0 + $1.count }
    guard total > 0 else { return "0" }
    return "\(total) ("
      + kinds.map { "\($0.kind.visibleControls(whitespace: .asPictures)) \($0.count)" }
      .joined(separator: ", ") + ")"
  }

  /// The hint under a sync or a status that left fields in conflict.
  static func conflictHint(_ count: Int) -> String {
    let fields = count == 1 ? "1 field" : "\(count) fields"
    return "\(fields) in conflict: `nurse sync conflicts` lists them, "
      + "`nurse sync resolve ID --keep mine|theirs` settles one"
  }
}

/// Changes the server refused wait for the nurse: `nurse sync` exits 65 and names each one on
/// stderr (the sync itself ran to the end; the list is on stdout too).
struct RefusedChangesWaiting: Error, CustomStringConvertible {
  var changes: [RefusedChange]

  var description: String {
    let count = changes.count == 1 ? "1 change" : "\(changes.count) changes"
    return "sync: the server refused \(count); correct the record and "
      + "`nurse sync retry ID`, or `nurse sync discard ID`"
      + changes.map { "\n  refused  " + SyncLines.refused($0) }.joined()
  }
}
