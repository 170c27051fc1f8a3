import CoreDatabase
import Foundation

/// The public face of LibPatient: commands that change a nurse's patients and queries that
/// read them from the local store.
///
/// Commands store the change and its outbox entry in one transaction, so they work offline.
/// Queries read the local store only, never the network. Sync is CoreSync's `SyncEngine`,
/// run by the app over every library's `syncedKinds`.
///
/// ```swift
/// let store = try Store.open(at: url, migrations: PatientLibrary.migrations)
/// let patients = PatientLibrary.live(store: store)
/// try await patients.add(NewPatient(details: details))
/// ```
public struct PatientLibrary: Sendable {
  private let cache: any PatientCache
  private let now: @Sendable () -> Date
  /// Who records on this device now (the nurse logged in), read at each write.
  private let author: @Sendable () -> String?

  /// The library over any cache: tests hand it a cache over a temporary store.
  init(
    cache: any PatientCache,
    now: @escaping @Sendable () -> Date,
    author: @escaping @Sendable () -> String? = { nil }
  ) {
    self.cache = cache
    self.now = now
    self.author = author
  }

  /// The schema LibPatient needs (`patient.v1`, `patient.v2`, `patient.v3`), for
  /// `Store.open(at:migrations:)`. LibPatient comes first in the app's list: the other
  /// libraries' records hang under its patients. The sync tables are CoreDatabase's own.
  public static var migrations: [Migration] { PatientSchema.migrations }

  /// The library over a real store. `now` is the clock used for timestamps and for refusing
  /// dates in the future. `author` names who records on this device at each write (the nurse
  /// logged in, nil when nobody is): a Braden assessment that names nobody is hers.
  public static func live(
    store: Store,
    now: @escaping @Sendable () -> Date = { Date() },
    author: @escaping @Sendable () -> String? = { nil }
  ) -> PatientLibrary {
    PatientLibrary(cache: SQLitePatientCache(store: store), now: now, author: author)
  }

  // MARK: Commands

  /// Adds a patient, active. Names and texts are trimmed and blank allergies dropped. Throws,
  /// writing nothing: `RuleViolation` naming the field on bad input (`givenName`,
  /// `familyName`, `birthDate`, or `id` when the id is already used); the contract's
  /// `RuleViolation` naming the wire field for a text the team refuses (a control character,
  /// too long); `PossibleDuplicatesError` listing the patients of the store (active or
  /// archived, hers or a colleague's) she may be (`PossibleDuplicateRule`), unless
  /// `patient.notADuplicate`.
  public func add(_ patient: NewPatient) async throws {
    try await AddPatient(cache: cache, now: now).execute(patient)
  }

  /// Replaces the details of a patient; the outbox carries only the fields that changed, so a
  /// colleague's edit of other fields survives. Throws `IDLookupError.notFound`,
  /// `RuleViolation`, or `PossibleDuplicatesError` when the edit makes her a possible duplicate
  /// of a patient she was not one of before (unless `notADuplicate`), writing nothing.
  public func edit(_ id: Patient.ID, details: PatientDetails, notADuplicate: Bool = false)
    async throws
  {
    try await EditPatient(cache: cache, now: now)
      .execute(id, details: details, notADuplicate: notADuplicate)
  }

  /// Archives a patient: she drops out of lists, nothing is deleted. Archiving an archived
  /// patient writes nothing. Throws `IDLookupError.notFound`.
  public func archive(_ id: Patient.ID) async throws {
    try await SetPatientStatus(cache: cache, now: now).execute(id, to: .archived)
  }

  /// Brings an archived patient back to the lists. Throws `IDLookupError.notFound`.
  public func unarchive(_ id: Patient.ID) async throws {
    try await SetPatientStatus(cache: cache, now: now).execute(id, to: .active)
  }

  /// Records a Braden assessment. Throws `RuleViolation` naming the subscale out of
  /// range (`sensory`, `moisture`, `activity`, `mobility`, `nutrition`, `friction`) or `at`
  /// for a time more than a minute ahead, and `IDLookupError.notFound` for an unknown
  /// patient.
  public func recordBraden(_ assessment: BradenAssessment) async throws {
    try await RecordBraden(cache: cache, now: now, author: author).execute(assessment)
  }

  /// Records an ankle-brachial pressure index measurement, dated `measuredAt`, by the nurse
  /// logged in unless it names another. Throws `RuleViolation` naming the pressure out of
  /// 20-300 mmHg, `brachialLeft` without a brachial pressure, `leftDorsalisPedis` without an
  /// ankle pressure, `measuredAt` more than a minute ahead, `id` already used; or
  /// `IDLookupError.notFound` for an unknown patient.
  public func recordABPI(_ measurement: ABPIMeasurement) async throws {
    try await RecordABPI(cache: cache, now: now, author: author).execute(measurement)
  }

  /// Records her answer about wound photos (given with its scope, refused, or withdrawn),
  /// replacing the one before. Throws `RuleViolation` naming `photoConsentOn` (a day in the
  /// future or before 1900) or `photoConsentBy` (a given consent naming nobody, a control
  /// character), or `IDLookupError.notFound`, writing nothing.
  public func recordPhotoConsent(_ consent: PhotoConsent, for patientID: Patient.ID) async throws {
    try await RecordPhotoConsent(cache: cache, now: now).execute(consent, for: patientID)
  }

  /// Merges `otherID`, a second registration of the same person, into `keepID`
  /// (docs/clinical-rules.md, "Possible duplicate patients"): everything recorded under her,
  /// before or after, is read under the kept patient; each field empty on the kept patient
  /// takes hers; she leaves every list and `resolveID` names the kept patient for her. A
  /// synced change: the server and every store read the same. Throws `RuleViolation` naming
  /// `from` (the kept patient herself, or a patient merged already) or `keep` (a patient merged
  /// into another), or `IDLookupError.notFound`, writing nothing.
  public func merge(_ otherID: Patient.ID, into keepID: Patient.ID) async throws {
    try await MergePatients(cache: cache, now: now).execute(otherID, into: keepID)
  }

  // MARK: Queries

  /// Which patients were merged into which: what a read of another library groups her records
  /// by (`PatientMerges.kept(_:)`, `members(of:)`).
  public func merges() async throws -> PatientMerges {
    try await cache.merges()
  }

  /// A patient's ABPI measurements, newest first, each with its legs' indices and bands.
  /// Throws `IDLookupError.notFound`.
  public func abpiHistory(of patientID: Patient.ID) async throws -> [ABPIMeasurement] {
    try await ABPIHistory(cache: cache).execute(patientID)
  }

  /// Every pair of the store's patients (active or archived, hers and her colleagues') that may
  /// be one person, with why: two nurses' offline registrations meet here after a sync.
  public func possibleDuplicates() async throws -> [PossibleDuplicatePair] {
    PossibleDuplicateRule.pairs(among: try await cache.identities())
  }

  /// The patients matching `query`, sorted by family then given name.
  public func list(_ query: PatientListQuery = PatientListQuery()) async throws
    -> [PatientSummary]
  { try await ListPatients(cache: cache).execute(query) }

  /// One patient with her latest Braden assessment (hers or a patient's merged into her), as
  /// stored: a merged-away patient comes with her `mergedInto`. Throws
  /// `IDLookupError.notFound`.
  public func patient(_ id: Patient.ID) async throws -> Patient {
    try await FetchPatient(cache: cache).execute(id)
  }

  /// A patient's Braden assessments, newest first. Throws `IDLookupError.notFound`.
  public func bradenHistory(of patientID: Patient.ID) async throws -> [BradenAssessment] {
    try await BradenHistory(cache: cache).execute(patientID)
  }

  /// The full id of the patient a UUID or unambiguous prefix (4 characters or more) names; a
  /// patient merged into another names the patient kept (the end of her chain of merges)
  /// unless `followingMerges` is false. Throws `IDLookupError` when it names none,
  /// several, or is malformed.
  public func resolveID(_ idOrPrefix: String, followingMerges: Bool = true) async throws
    -> Patient.ID
  {
    try await ResolvePatientID(cache: cache).execute(idOrPrefix, followingMerges: followingMerges)
  }

  /// The list for `query`, then again each time the store changes it (a duplicate list is not
  /// delivered twice; a slow consumer gets the newest list, not a backlog). Stop iterating, or
  /// cancel the iterating task, to stop observing.
  public func observeList(_ query: PatientListQuery = PatientListQuery())
    -> AsyncThrowingStream<[PatientSummary], Error>
  { ObservePatientList(cache: cache).execute(query) }

  /// How many local changes wait in the store's outbox to be pushed to the server: every
  /// library's (the store has one outbox), not only patients and Braden assessments.
  public func pendingChangeCount() async throws -> Int {
    try await PendingChangeCount(cache: cache).execute()
  }
}
