import CoreDatabase
import Foundation
import LibPatient

/// The public face of LibWound: commands that follow a patient's wounds visit after visit, and
/// queries that read them, with every number DOMAIN.md computes.
///
/// Commands store the change and its outbox entry in one transaction, so they work offline;
/// a refused command writes nothing. Queries read the local store only, never the network.
///
/// ```swift
/// let store = try Store.open(
///   at: url, migrations: PatientLibrary.migrations + WoundLibrary.migrations)
/// let wounds = WoundLibrary.live(store: store)
/// try await wounds.open(NewWound(patientID: id, type: .venousLegUlcer, site: .leftLowerLeg))
/// ```
///
/// The rules are public types of their own, for a tool that computes on its own data:
/// `WoundArea`, `PushScore`, `PercentAreaReduction`, `CurrentAssessments`,
/// `HealingTrajectoryRule` and `OverdueRule`.
public struct WoundLibrary: Sendable {
  let context: WoundContext

  init(context: WoundContext) {
    self.context = context
  }

  /// The schema LibWound needs (`wound.v1`, …), after `PatientLibrary.migrations`.
  public static var migrations: [Migration] { WoundSchema.migrations }

  /// The library over a real store. Photos go to `photosDirectory`, by default `photos/`
  /// beside the store file. `now` is the clock for timestamps, "today", future dates and
  /// overdue.
  public static func live(
    store: Store,
    photosDirectory: URL? = nil,
    settings: WoundSettings = WoundSettings(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> WoundLibrary {
    let directory = photosDirectory ?? PhotoVault.besideStore(at: store.writer.path)
    return WoundLibrary(
      context: WoundContext(
        cache: SQLiteWoundCache(store: store),
        vault: PhotoVault(directory: directory),
        now: now,
        settings: settings
      )
    )
  }

  // MARK: Commands

  /// Opens a wound under a patient, open, dated today unless `openedOn` says otherwise. Throws
  /// `WoundValidationError` (`stage` on a type other than a pressure injury, `openedOn` in the
  /// future, `id` already used) or `WoundLookupError.patientNotFound`.
  public func open(_ wound: NewWound) async throws {
    try await OpenWound(context: context).execute(wound)
  }

  /// Records an assessment, append-only, with its photos (JPEG or PNG bytes), all or nothing.
  /// A correction names the assessment it `supersedes`. Throws `WoundValidationError`
  /// (`length`, `width`, `depth`, `undermining`, `tunnelling`, `tissue`, `pain`, `at` before
  /// the wound was opened or in the future, `status` when the wound is healed or closed,
  /// `supersedes`, `photo`, `id`) or `WoundLookupError.woundNotFound`.
  public func record(_ assessment: NewAssessment, photos: [Data] = []) async throws {
    try await RecordAssessment(context: context).execute(assessment, photos: photos)
  }

  /// Attaches a photo to an assessment. The same bytes are stored once, and attaching them
  /// twice to one assessment is one attachment. Throws `WoundValidationError` (`photo`: not a
  /// JPEG or PNG, or too large) or `WoundLookupError.assessmentNotFound`.
  public func attachPhoto(_ bytes: Data, to assessmentID: UUID) async throws {
    try await AttachPhoto(context: context).execute(bytes, to: assessmentID)
  }

  /// Marks an open wound healed on `day` (today when nil). Throws `WoundValidationError`
  /// (`on` before the wound was opened or in the future, `status` when not open) or
  /// `WoundLookupError.woundNotFound`.
  public func markHealed(_ id: UUID, on day: CalendarDate? = nil) async throws {
    try await ChangeWoundStatus(context: context).heal(id, on: day)
  }

  /// Closes an open wound for another reason than healing. Throws `WoundValidationError`
  /// (`reason` blank, `status` when not open) or `WoundLookupError.woundNotFound`.
  public func close(_ id: UUID, reason: String) async throws {
    try await ChangeWoundStatus(context: context).close(id, reason: reason)
  }

  /// Reopens a healed or closed wound; an open wound is left as it is and nothing is written.
  /// Throws `WoundLookupError.woundNotFound`.
  public func reopen(_ id: UUID) async throws {
    try await ChangeWoundStatus(context: context).reopen(id)
  }

  // MARK: Queries

  /// A patient's wounds: open ones first, then by the day opened, oldest first. Throws
  /// `WoundLookupError.patientNotFound`.
  public func wounds(of patientID: UUID) async throws -> [WoundSummary] {
    try await ListPatientWounds(context: context).execute(patientID)
  }

  /// One wound with every assessment (superseded ones marked) and its numbers. Throws
  /// `WoundLookupError.woundNotFound`.
  public func wound(_ id: UUID) async throws -> WoundDetail {
    try await FetchWound(context: context).execute(id)
  }

  /// The open wounds of every patient that are overdue or off their healing trajectory, the
  /// longest unseen first.
  public func alerts() async throws -> [WoundSummary] {
    try await ListWoundAlerts(context: context).execute()
  }

  /// A wound's current assessments as (date, area, PUSH), oldest first, for a chart. Throws
  /// `WoundLookupError.woundNotFound`.
  public func trend(of id: UUID) async throws -> [TrendPoint] {
    try await WoundTrend(context: context).execute(id)
  }

  /// The wound's detail at once, then again each time the store changes it (a slow consumer
  /// gets the newest, not a backlog). Ends with `WoundLookupError.woundNotFound` for an
  /// unknown wound. Stop iterating, or cancel the task, to stop observing.
  public func observeWound(_ id: UUID) -> AsyncThrowingStream<WoundDetail, Error> {
    ObserveWound(context: context).execute(id)
  }

  /// A stored photo and its bytes, by its content id (SHA-256 hex). Throws
  /// `WoundLookupError.photoNotFound`.
  public func photo(_ id: String) async throws -> (photo: Photo, bytes: Data) {
    try await FetchPhoto(context: context).execute(id)
  }

  /// How many of LibWound's local changes (wounds, assessments, photos) wait in the outbox.
  public func pendingChangeCount() async throws -> Int {
    try await context.cache.pendingChangeCount()
  }
}
