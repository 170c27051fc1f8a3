import CoreContract
import Foundation

/// Everything the server keeps, behind one protocol so that the routes do not know the engine.
///
/// `SQLiteServerStore` is the default; a PostgreSQL store for a team that outgrows one machine
/// implements this same protocol. Every team record goes through the same few functions
/// whatever its kind. Each write is atomic: the record, its change sequence number, its audit
/// row and its remembered outcome are stored together or not at all. Nothing here knows HTTP.
public protocol ServerStore: Sendable {
  // MARK: Health

  /// The names of the migration steps the database has not applied, empty when its schema is
  /// the server's: what `GET /health/ready` asks. Throws when the database cannot answer.
  func missingMigrations() async throws -> [String]

  /// The change log's identity: made once with the database, made anew when a backup is
  /// restored, so a client whose cursor belongs to the log before the restore notices that the
  /// numbers went back (docs/sync.md, "A server restored from a backup").
  func changeLogID() async throws -> String
  /// Closes the store at shutdown, once no request uses it: its connections end cleanly
  /// (PostgreSQL's are released, SQLite's log is checkpointed into the file).
  func close() async

  /// Gives the change log a new identity: for a database restored by other means than
  /// `nurse-server restore` (PostgreSQL's `pg_restore`), before it serves again.
  func renewChangeLogID() async throws

  // MARK: Metrics

  /// The highest change sequence number committed on a record (0 before the first write):
  /// how far the change log reaches, for `/metrics`. Every instance's writes count.
  func changeSequenceHead() async throws -> Int64
  /// The sessions not expired at `now`, every instance's: the nurses logged in, for `/metrics`.
  func openSessionCount(now: Date) async throws -> Int

  // MARK: Administration

  /// Adds a team; throws `teamExists` when the name is taken.
  func addTeam(named name: String) async throws -> Team
  /// Adds a nurse to an existing team with an already hashed password.
  func addNurse(username: String, team: String, passwordHash: String) async throws -> NurseSummary
  /// Every nurse, by username.
  func nurses() async throws -> [NurseSummary]
  /// The audit log, oldest first, optionally only what touched one patient. A read entry that
  /// names several records gives one `AuditEntry` per record.
  func auditLog(patientID: RecordID?) async throws -> [AuditEntry]
  /// Erases a patient and every record under her: each becomes a tombstone with a new change
  /// sequence number, and an `erase` audit row is written; nil when no patient has this id.
  func erasePatient(id: RecordID, by administrator: String) async throws -> ErasureReport?

  // MARK: Sessions

  /// The nurse with this username, her password hash and whether she is disabled.
  func credentials(username: String) async throws -> NurseCredentials?
  /// Remembers a session token by its hash until `expiresAt`, and deletes the sessions
  /// expired at `now`.
  func addSession(tokenHash: String, nurseID: Int64, expiresAt: Date, now: Date) async throws
  /// The enabled nurse whose unexpired session has this token hash.
  func nurse(tokenHash: String, now: Date) async throws -> AuthenticatedNurse?
  /// Ends the session with this token hash (logout); nothing happens when there is none.
  func deleteSession(tokenHash: String) async throws
  /// Deletes the sessions expired at `now`; how many went.
  func purgeExpiredSessions(now: Date) async throws -> Int
  /// Disables (deleting her sessions) or enables the nurse; how many sessions ended, nil when
  /// no nurse has this username.
  func setDisabled(_ disabled: Bool, username: String) async throws -> Int?

  // MARK: Login throttle

  /// Whether the attempt may check its password, by `LoginThrottle.admission` over the
  /// username's and the address's rows: `admitted` counts it in flight at once (until
  /// `loginFailed` or `loginSucceeded`), `wait` stores nothing, `locked` refuses it and audits
  /// the refusal.
  func admitLogin(_ attempt: LoginAttempt, throttle: LoginThrottle) async throws -> LoginAdmission
  /// Settles an admitted attempt as a failure (a wrong password, an unknown or disabled nurse)
  /// and audits it; when the lock ends if this failure set one.
  func loginFailed(_ attempt: LoginAttempt, attemptID: Int64, throttle: LoginThrottle)
    async throws -> Date?
  /// Forgets the failures of the attempt's username and the attempt itself.
  func loginSucceeded(_ attempt: LoginAttempt, attemptID: Int64) async throws

  // MARK: Team records

  /// Applies record writes of one nurse in order, in one transaction: each in its own
  /// savepoint, so that a refused one (or one whose key was used for another request) changes
  /// nothing and the others still land; each answered on its own, in the same order. A single
  /// `PUT` or `PATCH` is a batch of one (`putRecord`, `patchRecord`).
  func writeRecords(_ commands: [RecordCommand]) async throws -> [RecordCommandResult]
  /// The record's stored JSON, if the nurse may see it (her team's, or her own per-nurse
  /// record). Read without waiting for writers; returns once its read audit entry is committed.
  func record(_ kind: TeamRecordKind, id: RecordID, for nurse: AuthenticatedNurse) async throws
    -> StoredRecord?
  /// The team's change log after `since`, in sequence order: team records and the nurse's own
  /// per-nurse records, erased ones as tombstones. Read without waiting for writers; returns
  /// once one read audit entry naming every record of the page is committed.
  func changes(since: Int64, limit: Int, for nurse: AuthenticatedNurse) async throws
    -> StoredChangePage

  // MARK: Photo bytes

  /// Stores checked photo bytes for the nurse's team; audited as a write. Content addressing
  /// makes an upload idempotent by itself; with a key, a replay also gets the first outcome.
  func storePhoto(_ upload: PhotoUpload, for nurse: AuthenticatedNurse, idempotencyKey: String?)
    async throws -> PhotoUploadOutcome
  /// Whether the nurse's team has these bytes (uploaded by it).
  func hasPhoto(sha256: String, for nurse: AuthenticatedNurse) async throws -> Bool
  /// The bytes if the nurse's team has them; audited as a read.
  func photo(sha256: String, for nurse: AuthenticatedNurse) async throws -> StoredPhoto?
}

extension ServerStore {
  /// Creates or appends a record in the nurse's team (`PUT`). Throws `idempotencyKeyReused`
  /// when the key was used for another request.
  public func putRecord(_ write: RecordWrite) async throws -> RecordWriteOutcome {
    try await writeRecords([.put(write)])[0].get()
  }

  /// Merges field changes into a versioned record of the nurse's team (`PATCH`).
  public func patchRecord(_ patch: RecordPatchWrite) async throws -> RecordWriteOutcome {
    try await writeRecords([.patch(patch)])[0].get()
  }
}
