import Foundation

/// One field in conflict, as the conflicts screen shows it: the nurse set `mine`, a colleague
/// had set `theirs` first, and the store shows `theirs` until she chooses.
///
/// The app maps the sync engine's conflicts into it; the values arrive as text (the app
/// spells a JSON value for a nurse) and the screen shows any control character in them as a
/// visible symbol.
public struct SyncConflictItem: Equatable, Sendable, Identifiable {
  /// The conflict's id, which settling it names.
  public var id: UUID
  /// The record's kind as the wire names it: `patient`, `wound`…
  public var recordType: String
  /// The record's id (a UUID, lowercase).
  public var recordID: String
  /// The field in conflict, as the wire names it: `phone`, `lengthCm`…
  public var field: String
  /// Her value, as text.
  public var mine: String
  /// The colleague's value, as text: what the store shows now.
  public var theirs: String
  /// When the server answered with the conflict.
  public var createdAt: Date

  /// A conflicting `field` of the `recordType` record `recordID`.
  public init(
    id: UUID,
    recordType: String,
    recordID: String,
    field: String,
    mine: String,
    theirs: String,
    createdAt: Date
  ) {
    self.id = id
    self.recordType = recordType
    self.recordID = recordID
    self.field = field
    self.mine = mine
    self.theirs = theirs
    self.createdAt = createdAt
  }
}

/// A change the server refused for a reason other than a colleague's edit (a rule, a size):
/// out of the outbox, kept until the nurse retries or discards it.
public struct RefusedChangeItem: Equatable, Sendable, Identifiable {
  /// The refused change's id, which retrying or discarding it names.
  public var id: Int64
  /// The record's kind: `patient`, `wound`…
  public var recordType: String
  /// The record's id (a UUID, lowercase).
  public var recordID: String
  /// `create`, `update` or `append`.
  public var operation: String
  /// The field the server named, if any.
  public var field: String?
  /// The server's reason, data-free: `422 refused (invalid) field lengthCm`.
  public var reason: String
  /// The fields an update changed; empty for a create or an append.
  public var changedFields: [String]
  /// When the server refused it.
  public var refusedAt: Date

  /// A refused `operation` on the `recordType` record `recordID`.
  public init(
    id: Int64,
    recordType: String,
    recordID: String,
    operation: String,
    field: String?,
    reason: String,
    changedFields: [String],
    refusedAt: Date
  ) {
    self.id = id
    self.recordType = recordType
    self.recordID = recordID
    self.operation = operation
    self.field = field
    self.reason = reason
    self.changedFields = changedFields
    self.refusedAt = refusedAt
  }
}

/// Which side of a conflicting field the nurse keeps.
public enum SyncConflictSide: String, Equatable, Sendable {
  /// Her value goes to the server on top of the colleague's version.
  case mine
  /// The colleague's value stays; hers is dropped.
  case theirs
}

/// What waits in the store, for the sync status screen.
public struct SyncLedgerSummary: Equatable, Sendable {
  /// Changes waiting in the outbox, per record kind (`patient`, `wound`, `message`…), in the
  /// order to show them; kinds with none left out.
  public var pending: [PendingKindCount]
  /// Changes the server refused, waiting for the nurse.
  public var refused: Int
  /// Fields in conflict, waiting for the nurse.
  public var conflicts: Int
  /// Pulled changes this store could not apply yet, retried at every sync.
  public var parked: Int

  /// The counts given.
  public init(pending: [PendingKindCount], refused: Int, conflicts: Int, parked: Int) {
    self.pending = pending
    self.refused = refused
    self.conflicts = conflicts
    self.parked = parked
  }

  /// Every pending change, of every kind.
  public var pendingTotal: Int { pending.reduce(0) { $0 + $1.count } }
}

/// How many changes of one record kind wait to be sent.
public struct PendingKindCount: Equatable, Sendable {
  /// The kind: `patient`, `wound`, `assessment`, `message`…
  public var kind: String
  /// Its changes waiting.
  public var count: Int

  /// `count` changes of `kind`.
  public init(kind: String, count: Int) {
    self.kind = kind
    self.count = count
  }
}
