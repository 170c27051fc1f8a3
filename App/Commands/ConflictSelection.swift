import CoreSync
import CoreTerminal
import Foundation

/// Which conflicting fields `nurse sync resolve` settles. The nurse may name the conflict (as
/// `nurse sync conflicts` lists it) or the record, whose id she already knows from
/// `nurse patient list` or `nurse wound list`; both by their first four or more characters.
enum ConflictSelection {
  /// The conflicts `id` (and `field`) lead to: every field of the record with `everyField`,
  /// else exactly one. Throws `UsageError` for a short id or a field left open (64),
  /// `NotFound` when nothing or several records match (66).
  static func pick(
    in conflicts: [SyncConflict],
    id: String,
    field: String?,
    everyField: Bool
  ) throws -> [SyncConflict] {
    let wanted = id.lowercased()
    guard wanted.count >= 4 else {
      throw UsageError(message: "sync: an id needs at least four characters")
    }
    let byConflict = conflicts.filter { $0.id.uuidString.lowercased().hasPrefix(wanted) }
    let records = Set(
      (byConflict.isEmpty
        ? conflicts.filter { $0.recordID.text.hasPrefix(wanted) } : byConflict)
        .map { "\($0.type.rawValue)/\($0.recordID.text)" }
    )
    guard !records.isEmpty else {
      throw NotFound(
        message:
          "sync: no conflict or conflicting record matches \(id.visibleControls(whitespace: .asPictures))"
      )
    }
    // Several records is 66, as an ambiguous patient or wound prefix is everywhere else.
    guard records.count == 1 else {
      throw NotFound(
        message:
          "sync: \(id.visibleControls(whitespace: .asPictures)) matches several records; give more of it"
      )
    }
    // `--field` and `--all` speak of the record, so a named conflict stands for its record.
    let ofRecord = conflicts.filter { records.contains("\($0.type.rawValue)/\($0.recordID.text)") }
    if everyField { return ofRecord }
    if let field {
      let matches = ofRecord.filter { $0.field == field }
      guard !matches.isEmpty else {
        throw NotFound(
          message:
            "sync: no conflict on \(field.visibleControls(whitespace: .asPictures)) of that record; it has "
            + fieldList(ofRecord)
        )
      }
      return matches
    }
    let candidates = byConflict.isEmpty ? ofRecord : byConflict
    guard candidates.count == 1 else {
      throw UsageError(
        message: "sync: that record has \(candidates.count) fields in conflict ("
          + fieldList(candidates) + "); name one with --field or settle them with --all"
      )
    }
    return candidates
  }

  private static func fieldList(_ conflicts: [SyncConflict]) -> String {
    conflicts.map { $0.field.visibleControls(whitespace: .asPictures) }.joined(separator: ", ")
  }
}
