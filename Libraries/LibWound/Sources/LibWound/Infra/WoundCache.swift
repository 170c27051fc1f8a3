import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// A wound with every assessment it has, superseded ones included, oldest first.
struct WoundHistory: Equatable, Sendable {
  var wound: Wound
  var assessments: [Assessment]
  /// The wound's care plan, read where a detail shows it (nil otherwise, or without one).
  var plan: CarePlan? = nil
}

/// Where LibWound keeps wounds on this machine. Commands and queries talk to this, never to
/// GRDB, so they hold the rules and the cache holds the storage.
///
/// Every write stores its row(s) and the outbox entry that will carry it to the server in one
/// transaction: either both are written or neither.
protocol WoundCache: Sendable {
  // MARK: Writes

  /// Stores a new wound and a `create` entry. Throws `WoundLookupError.patientNotFound`, or
  /// `RuleViolation` (`id`) when the id is already used.
  func insert(_ wound: Wound) async throws

  /// Applies `change` to the stored wound inside the write transaction (it may refuse by
  /// throwing), then stores it with an `update` entry, `updatedAt` set to `date`. Writes
  /// nothing when the wound is unchanged. Throws `WoundLookupError.woundNotFound`.
  func update(
    _ id: Wound.ID,
    at date: Date,
    _ change: @escaping @Sendable (inout Wound) throws -> Void
  ) async throws

  /// Stores an assessment with an `append` entry, and its photos (already in the vault) with
  /// theirs. `check` sees the wound's history inside the transaction and may refuse. Throws
  /// `WoundLookupError.woundNotFound`, or `RuleViolation` (`id`) for a used id.
  func append(
    _ assessment: Assessment,
    photos: [Photo],
    check: @escaping @Sendable (WoundHistory) throws -> Void
  ) async throws

  /// Attaches a photo (already in the vault) to an assessment with an `append` entry; an
  /// attachment that exists already writes nothing. Throws `assessmentNotFound`.
  func attach(_ photo: Photo, to assessmentID: Assessment.ID, at date: Date) async throws

  // MARK: Reads

  /// Whether the patient exists.
  func patientExists(_ id: Patient.ID) async throws -> Bool

  /// The patient a wound, or an assessment's wound, belongs to; nil when the id names neither.
  func patientID(owning woundOrAssessmentID: some TypedStoredID & Sendable) async throws -> Patient
    .ID?

  /// One wound's history, or nil.
  func history(of woundID: Wound.ID) async throws -> WoundHistory?

  /// Every wound of a patient with its history.
  func histories(ofPatient patientID: Patient.ID) async throws -> [WoundHistory]

  /// Every open wound of every patient, with its history.
  func openHistories() async throws -> [WoundHistory]

  /// What `keep` makes of each open wound and a glance at each of its assessments, in the
  /// history's order, one wound in memory at a time: the alerts over every wound of the team.
  func openSummaries(
    _ keep: @escaping @Sendable (Wound, [AssessmentGlance]) -> WoundSummary?
  ) async throws -> [WoundSummary]

  /// The wound's history now, then again after every change to it (nil once it is unknown).
  func observeHistory(of woundID: Wound.ID) -> AsyncThrowingStream<WoundHistory?, Error>

  /// A stored photo's description, or nil.
  func photo(_ id: String) async throws -> Photo?

  /// How many outbox entries of the entity `types` (LibWound's kinds') wait to be pushed.
  func pendingChangeCount(of types: [String]) async throws -> Int
}
