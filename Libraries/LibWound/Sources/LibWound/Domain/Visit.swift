import CoreContract
import Foundation
import LibPatient

/// How a visit ended (docs/care-plans.md, "Visit outcomes"): the team's one vocabulary, from
/// CoreContract.
public typealias VisitOutcome = CoreContract.VisitOutcome

/// A home visit (docs/care-plans.md): a nurse saw a patient and did some things. Visits are
/// never edited; a dressing changed at a visit is what makes the plan's next change fall due.
/// A visit recorded by mistake is voided (`WoundLibrary.voidVisit`), never deleted: it then
/// counts for nothing and carries who voided it.
public struct Visit: Hashable, Sendable, Identifiable {
  /// A visit's id (a void's too: a void is a visit record that names the one it voids).
  public typealias ID = Tagged<Visit, UUID>

  /// The visit's id.
  public var id: Visit.ID
  /// The patient visited.
  public var patientID: Patient.ID
  /// When.
  public var visitedAt: Date
  /// The nurse who visited, when known.
  public var visitedBy: String?
  /// The wounds whose dressing was changed.
  public var dressingsChanged: [Wound.ID]
  /// The assessments recorded during the visit.
  public var assessments: [Assessment.ID]
  /// The Braden scales recorded during the visit.
  public var bradens: [BradenAssessment.ID]
  /// A short note.
  public var note: String?
  /// Who voided it, when and why; nil while it counts.
  public var voided: VisitVoid?
  /// How it ended: `done` for a visit recorded before outcomes existed.
  public var outcome: VisitOutcome
  /// The day the patient died, with the outcome `deceased`.
  public var deceasedOn: CalendarDate?
  /// When the nurse opened the visit, when she recorded it (`visitedAt` is its end).
  public var startedAt: Date?

  /// The whole minutes from its start to its end, nil without a start.
  public var durationMinutes: Int? {
    startedAt.map { Int(visitedAt.timeIntervalSince($0) / 60) }
  }

  /// A visit with every field given.
  public init(
    id: Visit.ID,
    patientID: Patient.ID,
    visitedAt: Date,
    visitedBy: String?,
    dressingsChanged: [Wound.ID],
    assessments: [Assessment.ID],
    bradens: [BradenAssessment.ID],
    note: String?,
    voided: VisitVoid? = nil,
    outcome: VisitOutcome = .done,
    deceasedOn: CalendarDate? = nil,
    startedAt: Date? = nil
  ) {
    self.id = id
    self.patientID = patientID
    self.visitedAt = visitedAt
    self.visitedBy = visitedBy
    self.dressingsChanged = dressingsChanged
    self.assessments = assessments
    self.bradens = bradens
    self.note = note
    self.voided = voided
    self.outcome = outcome
    self.deceasedOn = deceasedOn
    self.startedAt = startedAt
  }
}

/// The void of a visit recorded by mistake: a synced record of its own, so the visit stays
/// and every colleague learns it counts for nothing.
public struct VisitVoid: Hashable, Sendable {
  /// The void's own id.
  public var id: Visit.ID
  /// When it was voided.
  public var voidedAt: Date
  /// Who voided it, when known.
  public var voidedBy: String?
  /// Why, when she said.
  public var reason: String?

  /// A void with every field given.
  public init(id: Visit.ID, voidedAt: Date, voidedBy: String?, reason: String?) {
    self.id = id
    self.voidedAt = voidedAt
    self.voidedBy = voidedBy
    self.reason = reason
  }
}

/// A record a visit names, by its id typed: a wound whose dressing it changed, an assessment
/// or a Braden scale it links. One list of these (the visit sheet's ticks) keeps each id
/// apart from the others', where a list of UUIDs would let one pass for another.
public enum VisitItemID: Hashable, Sendable {
  /// A wound, whose dressing the visit changed.
  case wound(Wound.ID)
  /// A wound assessment the visit links.
  case assessment(Assessment.ID)
  /// A Braden scale the visit links.
  case braden(BradenAssessment.ID)
}

/// An assessment or a Braden scale of the patient taken on a day: what a visit of that day
/// may link (`WoundLibrary.linkableRecords(of:on:)`).
public struct VisitLinkable: Hashable, Sendable, Identifiable {
  /// What it is.
  public enum Kind: Hashable, Sendable {
    /// A wound assessment, of the wound at `site`.
    case assessment(site: BodySite)
    /// A Braden scale and its total (6-23).
    case braden(total: Int)
  }

  /// The assessment's or the Braden's id, typed by what it names.
  public var id: VisitItemID
  /// What it is.
  public var kind: Kind
  /// When it was taken.
  public var takenAt: Date
  /// Who took it, when known.
  public var takenBy: String?
  /// True when a visit that counts names it already.
  public var isLinked: Bool

  /// A linkable record with every field given.
  public init(id: VisitItemID, kind: Kind, takenAt: Date, takenBy: String?, isLinked: Bool) {
    self.id = id
    self.kind = kind
    self.takenAt = takenAt
    self.takenBy = takenBy
    self.isLinked = isLinked
  }
}

/// A visit to record: `WoundLibrary.record(_ visit:)`. Every wound, assessment and Braden named
/// must be the patient's.
public struct NewVisit: Hashable, Sendable {
  /// The id to give it (made by the caller, so recording works offline).
  public var id: Visit.ID
  /// The patient visited.
  public var patientID: Patient.ID
  /// When; now when nil.
  public var visitedAt: Date?
  /// The nurse who visited.
  public var visitedBy: String?
  /// The wounds whose dressing was changed.
  public var dressingsChanged: [Wound.ID]
  /// The assessments recorded during the visit (linked to it).
  public var assessments: [Assessment.ID]
  /// The Braden scales recorded during the visit.
  public var bradens: [BradenAssessment.ID]
  /// A short note (500 characters at most).
  public var note: String?
  /// How it ended; a visit not done names nothing done.
  public var outcome: VisitOutcome
  /// The day the patient died: required with `deceased`, refused otherwise.
  public var deceasedOn: CalendarDate?
  /// When she opened the visit, at or before `visitedAt`.
  public var startedAt: Date?

  /// A visit to record; only the patient is required.
  public init(
    id: Visit.ID = Visit.ID(),
    patientID: Patient.ID,
    visitedAt: Date? = nil,
    visitedBy: String? = nil,
    dressingsChanged: [Wound.ID] = [],
    assessments: [Assessment.ID] = [],
    bradens: [BradenAssessment.ID] = [],
    note: String? = nil,
    outcome: VisitOutcome = .done,
    deceasedOn: CalendarDate? = nil,
    startedAt: Date? = nil
  ) {
    self.id = id
    self.patientID = patientID
    self.visitedAt = visitedAt
    self.visitedBy = visitedBy
    self.dressingsChanged = dressingsChanged
    self.assessments = assessments
    self.bradens = bradens
    self.note = note
    self.outcome = outcome
    self.deceasedOn = deceasedOn
    self.startedAt = startedAt
  }
}
