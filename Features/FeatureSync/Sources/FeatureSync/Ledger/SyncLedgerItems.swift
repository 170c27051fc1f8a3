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
  /// When the server answered with the conflict (her sync): the wire says neither who set
  /// the team's value nor when.
  public var createdAt: Date
  /// Whose record it is: her patient, and the wound for a wound's record.
  public var name: SyncRecordName

  /// A conflicting `field` of the `recordType` record `recordID`, of the patient `name`.
  public init(
    id: UUID,
    recordType: String,
    recordID: String,
    field: String,
    mine: String,
    theirs: String,
    createdAt: Date,
    name: SyncRecordName = .unknown
  ) {
    self.id = id
    self.recordType = recordType
    self.recordID = recordID
    self.field = field
    self.mine = mine
    self.theirs = theirs
    self.createdAt = createdAt
    self.name = name
  }
}

/// Whose record a conflict or a refused change is, as the app read it from the libraries:
/// the screens name the patient and the wound, never an id alone.
public struct SyncRecordName: Equatable, Sendable {
  /// The patient as the screens name her ("Dupont, Marie"); nil when this device does not
  /// hold her (removed from the team's record since).
  public var patient: String?
  /// The wound, for a wound and what hangs under it ("Venous leg ulcer · left lower leg");
  /// nil for a patient's own records.
  public var wound: String?

  /// The record of `patient`, under `wound` when it is a wound's.
  public init(patient: String?, wound: String? = nil) {
    self.patient = patient
    self.wound = wound
  }

  /// A record whose patient this device does not hold.
  public static let unknown = SyncRecordName(patient: nil)
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
  /// Why the server refused it (the status and problem type stay in `nurse status --json`).
  public var cause: RefusedChangeCause
  /// The fields an update changed; empty for a create or an append.
  public var changedFields: [String]
  /// When the server refused it.
  public var refusedAt: Date
  /// Whose record it is: her patient, and the wound for a wound's record.
  public var name: SyncRecordName

  /// A refused `operation` on the `recordType` record `recordID`, of the patient `name`.
  public init(
    id: Int64,
    recordType: String,
    recordID: String,
    operation: String,
    field: String?,
    cause: RefusedChangeCause,
    changedFields: [String],
    refusedAt: Date,
    name: SyncRecordName = .unknown
  ) {
    self.id = id
    self.recordType = recordType
    self.recordID = recordID
    self.operation = operation
    self.field = field
    self.cause = cause
    self.changedFields = changedFields
    self.refusedAt = refusedAt
    self.name = name
  }
}

/// Why the server refused a change, as the refused-changes screen words it.
public enum RefusedChangeCause: Equatable, Sendable {
  /// The record, or the one it hangs under, is not in her team's record (removed, erased,
  /// or its id is another team's).
  case notOnTeamRecord
  /// A rule of the team's record refuses a value (the change's `field`).
  case breaksRule
  /// The id already holds another record, or the record was erased.
  case idTaken
  /// The change is over the server's size limit.
  case tooLarge
  /// A later change of a record whose creation was refused: it waits beside it.
  case waitsForCreation
  /// A refusal the app has no words for.
  case unknown
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
