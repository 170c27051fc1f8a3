import Foundation
import LibPatient

/// What colleagues recorded about one patient since the nurse last saw her
/// (docs/care-plans.md "Handover"), oldest first.
public struct PatientHandover: Hashable, Sendable, Identifiable {
  /// The patient.
  public var patientID: Patient.ID
  /// Her given name.
  public var givenName: String
  /// Her family name.
  public var familyName: String
  /// Since when changes count (`HandoverSince`).
  public var since: HandoverSince
  /// Colleagues' changes after `since.instant`, oldest first.
  public var changes: [HandoverChange]

  /// A patient's handover with every field given; the changes are put in order.
  public init(
    patientID: Patient.ID,
    givenName: String,
    familyName: String,
    since: HandoverSince,
    changes: [HandoverChange]
  ) {
    self.patientID = patientID
    self.givenName = givenName
    self.familyName = familyName
    self.since = since
    self.changes = Self.ordered(changes)
  }

  /// The patient's id.
  public var id: Patient.ID { patientID }

  /// The handover with `candidates` added: those recorded after `since` by anyone but `nurse`
  /// (the one rule of what counts, applied to what another library holds, such as messages).
  public func adding(_ candidates: [HandoverChange], nurse: String) -> PatientHandover {
    var handover = self
    handover.changes = Self.ordered(
      changes + candidates.filter { HandoverRule.counts(at: $0.at, by: $0.by, since, nurse) }
    )
    return handover
  }

  /// Oldest first; at the same instant, by kind then words, so the order never depends on the
  /// store's.
  private static func ordered(_ changes: [HandoverChange]) -> [HandoverChange] {
    changes.sorted { lhs, rhs in
      if lhs.at != rhs.at { return lhs.at < rhs.at }
      if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
      return lhs.words < rhs.words
    }
  }
}

/// Since when a patient's handover counts changes, and why from then.
public struct HandoverSince: Hashable, Sendable {
  /// The instant: changes strictly after it count.
  public var instant: Date
  /// Where it comes from.
  public var reason: Reason

  /// A start with its reason.
  public init(_ instant: Date, _ reason: Reason) {
    self.instant = instant
    self.reason = reason
  }

  /// Where a handover's start comes from (`--json`'s `sinceReason`).
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// Her last visit done to the patient.
    case lastVisit = "last-visit"
    /// The last time she marked the patient's handover seen.
    case lastSeen = "last-seen"
    /// The time she asked for (`--since`).
    case asked
    /// Neither a visit nor a mark: the last `HandoverRule.windowDays` days.
    case window
  }
}

/// Which patients a handover covers.
public enum HandoverScope: Hashable, Sendable {
  /// The patients on the nurse's round of the day.
  case round
  /// Every active patient of the team.
  case all
}

/// docs/care-plans.md "Handover": the one rule of what a handover shows.
public enum HandoverRule {
  /// How far back a handover looks for a patient the nurse never visited nor marked seen.
  public static let windowDays = 7

  /// Since when a patient's changes count: the time asked for when there is one; else the
  /// later of her last visit done to the patient and her last mark of it seen; else the last
  /// `windowDays` days before `now`.
  public static func since(
    asked: Date?,
    lastVisit: Date?,
    lastSeen: Date?,
    now: Date
  ) -> HandoverSince {
    if let asked { return HandoverSince(asked, .asked) }
    switch (lastVisit, lastSeen) {
    case (let visit?, let seen?):
      return seen > visit ? .init(seen, .lastSeen) : .init(visit, .lastVisit)
    case (let visit?, nil): return HandoverSince(visit, .lastVisit)
    case (nil, let seen?): return HandoverSince(seen, .lastSeen)
    case (nil, nil):
      return HandoverSince(now.addingTimeInterval(-Double(windowDays) * 86_400), .window)
    }
  }

  /// Whether a record made `at` by `author` counts in a handover from `since` for `nurse`:
  /// after it, and not hers (a record naming nobody counts: she cannot know she made it).
  public static func counts(at: Date, by author: String?, _ since: HandoverSince, _ nurse: String)
    -> Bool
  {
    at > since.instant && author != nurse
  }
}

/// Why a handover cannot be read or marked.
public enum HandoverError: Error, Equatable, Sendable {
  /// Nobody is logged in: a handover is one nurse's, and her colleagues' changes are told
  /// apart from hers by her name.
  case noNurse
}
