import CoreDatabase
import CorePhoto
import Foundation
import LibPatient

/// The public face of LibWound: commands that follow a patient's wounds visit after visit, and
/// queries that read them, with every number docs/clinical-rules.md computes.
///
/// Commands store the change and its outbox entry in one transaction, so they work offline;
/// a refused command writes nothing. A value that breaks one of the team's rules (CoreContract,
/// the same the server applies) is a `RuleViolation` naming the wire field (`lengthCm`,
/// `openedOn`, `notes`); LibWound's own rules (a wound's status and history, photos, ids) are
/// `RuleViolation`. Queries read the local store only, never the network. Sync is
/// CoreSync's `SyncEngine` over `syncedKinds` and `blobStore` (`WoundLibrary+Sync`).
///
/// ```swift
/// let store = try Store.open(
///   at: url, migrations: PatientLibrary.migrations + WoundLibrary.migrations)
/// let wounds = WoundLibrary.live(store: store)
/// try await wounds.open(
///   NewWound(patientID: id, details: WoundDetails(type: .venousLegUlcer, site: .leftLowerLeg)))
/// ```
///
/// The rules are public types of their own, for a tool that computes on its own data:
/// `WoundArea`, `PushScore`, `PercentAreaReduction`, `CurrentAssessments`,
/// `HealingTrajectoryRule` and `OverdueRule`.
public struct WoundLibrary: Sendable {
  let context: WoundContext
  private let ids: any WoundIDIndex
  /// Care plans, visits and the round's saved order (`WoundLibrary+CarePlans`).
  let plans: CarePlanStore

  init(context: WoundContext, ids: any WoundIDIndex, plans: CarePlanStore) {
    self.context = context
    self.ids = ids
    self.plans = plans
  }

  /// The schema LibWound needs (`wound.v1`, …), after `PatientLibrary.migrations`.
  public static var migrations: [Migration] { WoundSchema.migrations }

  /// The library over a real store. Photos go to `photosDirectory`, by default `photos/`
  /// beside the store file. `now` is the clock for timestamps, "today", future dates and
  /// overdue. `author` names who records on this device at each write (the nurse logged in,
  /// nil when nobody is): an assessment or a visit whose caller gives no author is hers.
  public static func live(
    store: Store,
    photosDirectory: URL? = nil,
    settings: WoundSettings = WoundSettings(),
    now: @escaping @Sendable () -> Date = { Date() },
    author: @escaping @Sendable () -> String? = { nil }
  ) -> WoundLibrary {
    let directory = photosDirectory ?? PhotoVault.besideStore(at: store.writer.path)
    return WoundLibrary(
      context: WoundContext(
        cache: SQLiteWoundCache(store: store),
        vault: PhotoVault(directory: directory),
        now: now,
        settings: settings,
        author: author,
        abpis: { try await PatientLibrary.live(store: store, now: now).abpiHistory(of: $0) },
        // A patient merged into another: the kept patient's consent is hers.
        photoConsent: {
          let patients = PatientLibrary.live(store: store, now: now)
          return try await patients.patient(try await patients.merges().kept($0)).photoConsent
        }
      ),
      ids: SQLiteWoundIDIndex(store: store),
      plans: CarePlanStore(store: store)
    )
  }

  // MARK: Commands

  /// Opens a wound under a patient, open, dated today unless `openedOn` says otherwise. Throws
  /// `RuleViolation` (`openedOn` in the future, `id` already used), `RuleViolation`
  /// (`stage` on a type other than a pressure injury, `openedOn` before 1900, a control
  /// character in `description` or `openedBy`) or `WoundLookupError.patientNotFound`.
  public func open(_ wound: NewWound) async throws {
    try await OpenWound(context: context).execute(wound)
  }

  /// Records an assessment, append-only, with its photos (JPEG or PNG bytes), all or nothing.
  /// A correction names the assessment it `supersedes` and carries that one's photos (all of
  /// them, or those `keptPhotoIDs` names) besides any new ones. Throws `RuleViolation` naming the
  /// wire field for what the team's rules refuse (`lengthCm` over 1000 or with two decimals,
  /// `widthCm`, `depthCm`, `undermining`, `tunnelling`, `tissue`, `pain`, a control character
  /// in `dressing` or `notes`), `RuleViolation` (`at` before the wound was opened or in
  /// the future, `status` when the wound is healed or closed, `supersedes`, `photo` — also a
  /// kept photo the corrected assessment does not have —, `id`) or
  /// `WoundLookupError.woundNotFound`.
  public func record(_ assessment: NewAssessment, photos: [Data] = []) async throws {
    try await RecordAssessment(context: context).execute(assessment, photos: photos)
  }

  /// Attaches a photo to an assessment. The same bytes are stored once, and attaching them
  /// twice to one assessment is one attachment. Throws `RuleViolation` (`photo`: not a
  /// JPEG or PNG, or too large) or `WoundLookupError.assessmentNotFound`.
  public func attachPhoto(_ bytes: Data, to assessmentID: Assessment.ID) async throws {
    try await AttachPhoto(context: context).execute(bytes, to: assessmentID)
  }

  /// Marks an open wound healed on `day` (today when nil). Throws `RuleViolation`
  /// (`on` before the wound was opened or in the future, `status` when not open) or
  /// `WoundLookupError.woundNotFound`.
  public func markHealed(_ id: Wound.ID, on day: CalendarDate? = nil) async throws {
    try await ChangeWoundStatus(context: context).heal(id, on: day)
  }

  /// Closes an open wound for another reason than healing. Throws `RuleViolation`
  /// (`reason` blank, `status` when not open) or `WoundLookupError.woundNotFound`.
  public func close(_ id: Wound.ID, reason: String) async throws {
    try await ChangeWoundStatus(context: context).close(id, reason: reason)
  }

  /// Corrects what a wound is and where (type, site, description, stage). Only the fields
  /// that differ are queued for the server, so a colleague's change of another field (a heal)
  /// is kept. Throws `RuleViolation` (`stage` on a type other than a pressure injury,
  /// `description` holding a control character) or `WoundLookupError.woundNotFound`.
  public func edit(_ id: Wound.ID, _ edit: WoundDetails) async throws {
    try await EditWound(context: context).execute(id, edit)
  }

  /// Reopens a healed or closed wound; an open wound is left as it is and nothing is written.
  /// Throws `WoundLookupError.woundNotFound`.
  public func reopen(_ id: Wound.ID) async throws {
    try await ChangeWoundStatus(context: context).reopen(id)
  }

  // MARK: Queries

  /// A patient's wounds: open ones first, then by the day opened, oldest first. Throws
  /// `WoundLookupError.patientNotFound`.
  public func wounds(of patientID: Patient.ID) async throws -> [WoundSummary] {
    try await ListPatientWounds(context: context, plans: plans).execute(patientID)
  }

  /// One wound with every assessment (superseded ones marked) and its numbers. Throws
  /// `WoundLookupError.woundNotFound`.
  public func wound(_ id: Wound.ID) async throws -> WoundDetail {
    try await FetchWound(context: context, plans: plans).execute(id)
  }

  /// The open wounds of every patient that are overdue, off their healing trajectory, suspected
  /// of a deep infection, or under compression with the leg's ABPI due, the longest unseen
  /// first.
  public func alerts() async throws -> [WoundSummary] {
    try await ListWoundAlerts(context: context, plans: plans).execute()
  }

  /// A wound's current assessments as (date, area, PUSH), oldest first, for a chart. Throws
  /// `WoundLookupError.woundNotFound`.
  public func trend(of id: Wound.ID) async throws -> [TrendPoint] {
    try await WoundTrend(context: context, plans: plans).execute(id)
  }

  /// The wound's detail at once, then again each time the store changes it (a slow consumer
  /// gets the newest, not a backlog). Ends with `WoundLookupError.woundNotFound` for an
  /// unknown wound. Stop iterating, or cancel the task, to stop observing.
  public func observeWound(_ id: Wound.ID) -> AsyncThrowingStream<WoundDetail, Error> {
    ObserveWound(context: context).execute(id)
  }

  /// A stored photo and its bytes, by its content id (SHA-256 hex). Throws
  /// `WoundLookupError.photoNotFound`.
  public func photo(_ id: String) async throws -> (photo: Photo, bytes: Data) {
    try await FetchPhoto(context: context).execute(id)
  }

  /// A stored photo's pixels for a screen: the photo averaged down to at most 512 pixels a
  /// side (as decoded: RGB, RGBA, or CMYK for some JPEGs), kept beside the photo once made so
  /// a photo is decoded once, when added, downloaded, or else first shown. Throws
  /// `WoundLookupError.photoNotFound` for bytes not on this machine (`Photo.isPending`),
  /// `PhotoUnreadable` for bytes that do not decode.
  public func photoPixels(_ id: String) async throws -> DecodedPhoto {
    try await FetchPhotoPixels(context: context).execute(id)
  }

  /// A photo attached in this store, by its content id (SHA-256 hex), without its bytes:
  /// `Photo.isPending` says whether they are here yet. Throws
  /// `WoundLookupError.photoNotFound` when no assessment of this store names it.
  public func photoFacts(_ id: String) async throws -> Photo {
    try await FetchPhotoFacts(context: context).execute(id)
  }

  /// The full id of the wound a UUID or unambiguous prefix (4 characters or more, any case)
  /// names. Throws `IDLookupError` when it names none, several, or is malformed.
  public func resolveWoundID(_ text: String) async throws -> Wound.ID {
    Wound.ID(rawValue: try await resolveUUID(text, as: .wound))
  }

  /// The full id of the assessment a UUID or unambiguous prefix (4 characters or more, any
  /// case) names. Throws `IDLookupError` when it names none, several, or is malformed.
  public func resolveAssessmentID(_ text: String) async throws -> Assessment.ID {
    Assessment.ID(rawValue: try await resolveUUID(text, as: .assessment))
  }

  /// The visit (or void) that a full id or an unambiguous prefix (4 characters or more, any
  /// case) names, for `voidVisit(_:reason:id:)`. Throws `IDLookupError` when it names none,
  /// several, or is malformed.
  public func resolveVisitID(_ text: String) async throws -> Visit.ID {
    Visit.ID(rawValue: try await resolveUUID(text, as: .visit))
  }

  /// The content id (SHA-256, lowercase hex) of the stored photo that a full id or an
  /// unambiguous prefix (4 characters or more, any case) names, for `photo(_:)`. Throws
  /// `IDLookupError` when it names none, several, or is malformed.
  public func resolvePhotoID(_ text: String) async throws -> String {
    try await ResolveWoundID(index: ids).execute(text, as: .photo)
  }

  private func resolveUUID(_ text: String, as entity: IDLookupError.Entity) async throws -> UUID {
    let id = try await ResolveWoundID(index: ids).execute(text, as: entity)
    // Stored ids are UUIDs written by this library; one that does not read back is not a match.
    guard let uuid = UUID(uuidString: id) else { throw IDLookupError.notFound(entity, text) }
    return uuid
  }

  /// How many of LibWound's local changes (of each kind it syncs) wait in the outbox.
  public func pendingChangeCount() async throws -> Int {
    try await context.cache.pendingChangeCount(of: syncedKinds.map(\.type.rawValue))
  }
}
