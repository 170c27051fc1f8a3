import Foundation
import LibWound

// What the interactors hand the presenters. LibWound's query results (`WoundSummary`,
// `WoundDetail`) have no public initialisers, so presenters work on these copies, which
// presenter tests can build with the same numbers LibWound's public rules compute.

/// A wound as the list shows it.
struct WoundListItem: Equatable, Sendable {
  var wound: Wound
  var lastAssessedAt: Date?
  var lastArea: SquareCentimetres?
  var lastPush: Int?
  var trajectory: HealingTrajectory
  var isOverdue: Bool
  /// Its latest assessment suspects a deep infection: tell the physician today.
  var isDeepInfectionSuspected: Bool
  /// Its plan compresses a leg whose ABPI is more than 84 days old or missing.
  var isABPIDue = false

  init(
    wound: Wound,
    lastAssessedAt: Date? = nil,
    lastArea: SquareCentimetres? = nil,
    lastPush: Int? = nil,
    trajectory: HealingTrajectory = .unknown,
    isOverdue: Bool = false,
    isDeepInfectionSuspected: Bool = false,
    isABPIDue: Bool = false
  ) {
    self.wound = wound
    self.lastAssessedAt = lastAssessedAt
    self.lastArea = lastArea
    self.lastPush = lastPush
    self.trajectory = trajectory
    self.isOverdue = isOverdue
    self.isDeepInfectionSuspected = isDeepInfectionSuspected
    self.isABPIDue = isABPIDue
  }

  init(_ summary: WoundSummary) {
    self.init(
      wound: summary.wound,
      lastAssessedAt: summary.lastAssessedAt,
      lastArea: summary.lastArea,
      lastPush: summary.lastPush?.total,
      trajectory: summary.trajectory,
      isOverdue: summary.isOverdue,
      isDeepInfectionSuspected: summary.isDeepInfectionSuspected,
      isABPIDue: summary.isABPIDue
    )
  }
}

/// One wound with its whole history and its numbers, as the detail shows it.
struct WoundHistory: Equatable, Sendable {
  /// One assessment with its numbers (nil numbers when superseded).
  struct Entry: Equatable, Sendable {
    var assessment: Assessment
    var isSuperseded: Bool
    var isBaseline: Bool
    var area: SquareCentimetres?
    var push: Int?
    var reduction: PercentAreaReduction?
    /// Its infection screening, as LibWound computed it; nil when superseded.
    var screening: InfectionScreening? = nil
  }

  var wound: Wound
  /// Oldest first, superseded ones included.
  var entries: [Entry]
  var trajectory: TrajectoryVerdict
  var isOverdue: Bool
  /// The facts of the photos attached to its assessments, by id (those that could be read).
  var photos: [String: Photo]
  /// The wound's care plan, nil without one.
  var plan: CarePlan? = nil
  /// Whose wound it is ("Dupont, Marie"), nil when it cannot be read: a wound opened from
  /// the alerts, which mix patients, must say whose it is before anyone assesses it.
  var patientName: String? = nil

  var current: [Entry] { entries.filter { !$0.isSuperseded } }

  init(
    wound: Wound,
    entries: [Entry],
    trajectory: TrajectoryVerdict,
    isOverdue: Bool,
    photos: [String: Photo] = [:]
  ) {
    self.wound = wound
    self.entries = entries
    self.trajectory = trajectory
    self.isOverdue = isOverdue
    self.photos = photos
  }

  init(_ detail: WoundDetail, photos: [String: Photo] = [:]) {
    self.init(
      wound: detail.wound,
      entries: detail.assessments.map { entry in
        Entry(
          assessment: entry.assessment,
          isSuperseded: entry.supersededBy != nil,
          isBaseline: entry.isBaseline,
          area: entry.scores?.area,
          push: entry.scores?.push.total,
          reduction: entry.scores?.reduction,
          screening: entry.screening
        )
      },
      trajectory: detail.trajectory,
      isOverdue: detail.isOverdue,
      photos: photos
    )
    plan = detail.carePlan
  }
}
