/// Lays field changes over a record, field by field: how the server merges a patch, and how
/// the app shows a pulled record with its own changes still waiting on top.
///
/// A change lands when the field still holds what the nurse changed it from, or already holds
/// what she changed it to. Otherwise a colleague changed the same field to something else: the
/// field keeps its current value and the change is returned as a conflict. Fields nobody
/// changed are never touched, so two nurses' edits of different fields both survive.
public enum FieldMerge {
  /// What a merge made.
  public struct Result: Equatable, Sendable {
    /// The record's fields after the merge.
    public var fields: [String: JSONValue]
    /// The fields whose value changed.
    public var changed: [String]
    /// The changes that did not land.
    public var conflicts: [Wire.FieldConflict]
  }

  /// Merges `changes` into `current` (a record's JSON object).
  public static func merge(current: [String: JSONValue], changes: [Wire.FieldChange]) -> Result {
    var fields = current
    var changed: [String] = []
    var conflicts: [Wire.FieldConflict] = []
    for change in changes {
      let now = fields[change.field] ?? .null
      if now == change.to { continue }
      if now == change.from {
        fields[change.field] = change.to == .null ? nil : change.to
        changed.append(change.field)
      } else {
        conflicts.append(Wire.FieldConflict(field: change.field, mine: change.to, theirs: now))
      }
    }
    return Result(fields: fields, changed: changed, conflicts: conflicts)
  }

  /// Lays `changes` over `current` whatever it holds: the nurse's own pending values win on
  /// her screen until the server has answered them.
  public static func overlay(current: [String: JSONValue], changes: [Wire.FieldChange])
    -> [String: JSONValue]
  {
    var fields = current
    for change in changes {
      fields[change.field] = change.to == .null ? nil : change.to
    }
    return fields
  }

  /// The changes that turn `old` into `new`, for the fields in `mergeable`, in name order.
  public static func changes(
    from old: [String: JSONValue],
    to new: [String: JSONValue],
    mergeable: Set<String>
  ) -> [Wire.FieldChange] {
    mergeable.sorted().compactMap { field in
      let before = old[field] ?? .null
      let after = new[field] ?? .null
      return before == after ? nil : Wire.FieldChange(field: field, from: before, to: after)
    }
  }
}
