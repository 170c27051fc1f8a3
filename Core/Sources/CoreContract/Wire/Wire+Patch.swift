import Foundation

extension Wire {
  /// One field a nurse changed, and the value she changed it from (`null` for absent).
  public struct FieldChange: Codable, Equatable, Sendable {
    public var field: String
    public var from: JSONValue
    public var to: JSONValue

    /// A change of `field` from `from` to `to`.
    public init(field: String, from: JSONValue, to: JSONValue) {
      self.field = field
      self.from = from
      self.to = to
    }
  }

  /// The body of `PATCH /v1/records/<type>/<id>`, sent with `If-Match: "<base version>"`.
  public struct RecordPatch: Codable, Equatable, Sendable {
    public var changes: [FieldChange]

    /// A patch of `changes`.
    public init(changes: [FieldChange]) { self.changes = changes }

    /// Every key the body may hold.
    public static let allowedKeys: Set<String> = ["changes"]
  }

  /// A field both the nurse and a colleague changed, to different values: the server kept
  /// `theirs`, and the nurse chooses.
  public struct FieldConflict: Codable, Equatable, Sendable {
    public var field: String
    /// What the nurse set.
    public var mine: JSONValue
    /// What the server holds.
    public var theirs: JSONValue

    /// A conflict on `field`.
    public init(field: String, mine: JSONValue, theirs: JSONValue) {
      self.field = field
      self.mine = mine
      self.theirs = theirs
    }
  }

  /// The answer to a patch: the record as the server now holds it, and the fields that did not
  /// land because a colleague changed them first.
  public struct PatchAnswer<Record: TeamRecord>: Codable, Equatable, Sendable {
    public var record: Record
    public var conflicts: [FieldConflict]

    /// An answer with every field given.
    public init(record: Record, conflicts: [FieldConflict]) {
      self.record = record
      self.conflicts = conflicts
    }
  }
}
