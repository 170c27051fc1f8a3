import Foundation

/// Everything the server keeps, behind one protocol so that the routes do not know the engine.
///
/// `SQLiteServerStore` is the default; a PostgreSQL store for a team that outgrows one machine
/// implements this same protocol. Each write is atomic: the record, its change sequence, its
/// audit row and its idempotent answer are stored together or not at all.
public protocol ServerStore: Sendable {
  // MARK: Administration

  /// Adds a team; throws `teamExists` when the name is taken.
  func addTeam(named name: String) async throws -> Team
  /// Adds a nurse to an existing team with an already hashed password.
  func addNurse(username: String, team: String, passwordHash: String) async throws -> NurseSummary
  /// Every nurse, by username.
  func nurses() async throws -> [NurseSummary]
  /// The audit log, oldest first, optionally only what touched one patient.
  func auditLog(patientID: RecordID?) async throws -> [AuditEntry]
  /// Deletes a patient and every record under her, leaving a tombstone in each record's feed
  /// (seen by her team only) and an `erase` audit row; nil when no patient has this id.
  func erasePatient(id: RecordID, by administrator: String) async throws -> ErasureReport?

  // MARK: Sessions

  /// The nurse with this username and her password hash, if she exists.
  func credentials(username: String) async throws -> NurseCredentials?
  /// Remembers a session token by its hash until `expiresAt`.
  func addSession(tokenHash: String, nurseID: Int64, expiresAt: Date) async throws
  /// The nurse whose unexpired session has this token hash.
  func nurse(tokenHash: String, now: Date) async throws -> AuthenticatedNurse?

  // MARK: Patients and Braden assessments

  /// Creates or updates a patient in the nurse's team. A key seen before returns its stored
  /// answer and changes nothing; otherwise `respond` makes the answer, which is stored under
  /// the key when it is a success (a refused write may be retried once corrected).
  func putPatient(
    _ request: WriteRequest<PatientRecord>,
    respond: @escaping @Sendable (PatientWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse
  /// The patient if she is in the nurse's team; audited as a read.
  func patient(id: RecordID, for nurse: AuthenticatedNurse) async throws -> PatientRecord?
  /// The team's patients changed after `since`; each returned record is audited as a read.
  func patientChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> ChangePage<PatientRecord>

  /// Appends a Braden assessment, with the same idempotency as `putPatient`.
  func putBraden(
    _ request: WriteRequest<BradenRecord>,
    respond: @escaping @Sendable (BradenWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse
  /// The assessment if its patient is in the nurse's team; audited as a read.
  func braden(id: RecordID, for nurse: AuthenticatedNurse) async throws -> BradenRecord?
  /// The team's assessments added after `since`, audited like `patientChanges`.
  func bradenChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> ChangePage<BradenRecord>

  // MARK: Wounds, their assessments and photos

  /// Opens a wound under a patient of the nurse's team, with the same idempotency as
  /// `putPatient`.
  func createWound(
    _ request: WriteRequest<WoundRecord>,
    respond: @escaping @Sendable (WoundWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse
  /// Updates a wound of the nurse's team at the version named by `If-Match`.
  func updateWound(
    _ request: WriteRequest<WoundRecord>,
    respond: @escaping @Sendable (WoundWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse
  /// The wound if its patient is in the nurse's team; audited as a read.
  func wound(id: RecordID, for nurse: AuthenticatedNurse) async throws -> WoundRecord?

  /// Appends an assessment to a wound of the nurse's team (append-only, never a duplicate).
  func appendWoundAssessment(
    _ request: WriteRequest<WoundAssessmentRecord>,
    respond: @escaping @Sendable (WoundAssessmentOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse

  /// Stores checked photo bytes for the nurse's team; audited as a write. Content addressing
  /// makes an upload idempotent by itself; with a key, a replay also gets the first answer.
  func storePhoto(
    _ upload: PhotoUpload,
    for nurse: AuthenticatedNurse,
    idempotencyKey: String?,
    respond: @escaping @Sendable (PhotoUploadOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse
  /// Whether the nurse's team has these bytes (uploaded or attached by it).
  func hasPhoto(sha256: String, for nurse: AuthenticatedNurse) async throws -> Bool
  /// The bytes if the nurse's team has them; audited as a read.
  func photo(sha256: String, for nurse: AuthenticatedNurse) async throws -> StoredPhoto?
  /// Attaches uploaded bytes to an assessment of the nurse's team.
  func attachPhoto(
    _ request: WriteRequest<PhotoAttachmentRecord>,
    respond: @escaping @Sendable (PhotoAttachOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse

  /// The team's wounds, assessments and photo attachments changed after `since`, and the
  /// tombstones of erased ones, in change-sequence order; each record returned is audited.
  func woundChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> ChangePage<WoundFeedRecord>
}
