import CoreContract
import CoreDatabase
import Foundation

/// Where LibPatient keeps patients on this machine. Commands and queries talk to this, never to
/// GRDB, so they hold the rules and the cache holds the storage.
///
/// Every write stores its row(s) and the outbox entry that will carry it to the server in one
/// transaction: either both are written or neither.
protocol PatientCache: Sendable {
  // MARK: Writes

  /// Stores a new patient and a `create` outbox entry. Throws `RuleViolation` (`id`)
  /// when the id is already used, `RuleViolation` when she breaks a contract rule.
  func insert(_ patient: Patient) async throws

  /// Applies `change` to the stored patient and stores it with an `update` outbox entry (the
  /// fields that changed, on the version she had), its `updatedAt` set to `date`. Writes
  /// nothing when `change` leaves the patient as it was. Throws `IDLookupError.notFound`,
  /// or `RuleViolation` when the result breaks a contract rule.
  func update(
    _ id: Patient.ID,
    at date: Date,
    _ change: @escaping @Sendable (inout Patient) -> Void
  ) async throws

  /// Stores a Braden assessment and an `append` outbox entry. Throws
  /// `IDLookupError.notFound` when the patient is unknown.
  func append(_ assessment: BradenAssessment, recordedAt: Date) async throws

  /// Stores an ABPI measurement and an `append` outbox entry. Throws
  /// `IDLookupError.notFound` when the patient is unknown, `RuleViolation` (`id`) when
  /// the id is used.
  func append(_ abpi: Wire.ABPI, recordedAt: Date) async throws

  /// Merges `otherID` into `keepID` in one transaction (`MergePatients` decided it may):
  /// `keep`'s fields made by `fill` from both (an update outbox entry when any changed), and
  /// `other`'s `mergedInto` set to `keepID` (an update outbox entry). Throws
  /// `IDLookupError.notFound` when either is unknown.
  func merge(
    _ otherID: Patient.ID,
    into keepID: Patient.ID,
    at date: Date,
    check: @escaping @Sendable (_ keep: Patient, _ other: Patient) throws -> Void,
    fill: @escaping @Sendable (_ keep: inout Patient, _ other: Patient) -> Void
  ) async throws

  // MARK: Reads

  /// Which patients were merged into which.
  func merges() async throws -> PatientMerges

  /// The patients `query` selects, by family then given name (folded), each with her latest
  /// Braden assessment. `query.search` is taken as given: the caller trims it.
  func summaries(matching query: PatientListQuery) async throws -> [PatientSummary]

  /// Every patient of the store, active or archived, hers or a colleague's: what a possible
  /// duplicate is looked for among.
  func identities() async throws -> [PatientIdentity]

  /// One patient with her latest Braden assessment, or nil.
  func patient(_ id: Patient.ID) async throws -> Patient?

  /// The patient's assessments, newest first; nil when the patient is unknown.
  func bradenHistory(of patientID: Patient.ID) async throws -> [BradenAssessment]?

  /// The patient's ABPI measurements, newest first; nil when the patient is unknown.
  func abpiHistory(of patientID: Patient.ID) async throws -> [ABPIMeasurement]?

  /// The ids whose lowercase canonical text starts with `prefix` (lowercase hex and hyphens).
  func patientIDs(withPrefix prefix: IDPrefix) async throws -> [Patient.ID]

  /// `summaries(matching:)` now, then again after every change to it.
  func observeSummaries(matching query: PatientListQuery)
    -> AsyncThrowingStream<[PatientSummary], Error>

  /// How many outbox entries wait to be pushed, of every library: the store has one outbox.
  func pendingChangeCount() async throws -> Int
}
