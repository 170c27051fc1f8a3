import Foundation

/// A home visit (docs/care-plans.md): a nurse saw a patient and did some things. Visits are
/// never edited; a dressing changed at a visit is what makes the plan's next change fall due.
public struct Visit: Hashable, Sendable, Identifiable {
  /// The visit's id.
  public var id: UUID
  /// The patient visited.
  public var patientID: UUID
  /// When.
  public var visitedAt: Date
  /// The nurse who visited, when known.
  public var visitedBy: String?
  /// The wounds whose dressing was changed.
  public var dressingsChanged: [UUID]
  /// The assessments recorded during the visit.
  public var assessments: [UUID]
  /// The Braden scales recorded during the visit.
  public var bradens: [UUID]
  /// A short note.
  public var note: String?

  /// A visit with every field given.
  public init(
    id: UUID,
    patientID: UUID,
    visitedAt: Date,
    visitedBy: String?,
    dressingsChanged: [UUID],
    assessments: [UUID],
    bradens: [UUID],
    note: String?
  ) {
    self.id = id
    self.patientID = patientID
    self.visitedAt = visitedAt
    self.visitedBy = visitedBy
    self.dressingsChanged = dressingsChanged
    self.assessments = assessments
    self.bradens = bradens
    self.note = note
  }
}

/// A visit to record: `WoundLibrary.record(_ visit:)`. Every wound, assessment and Braden named
/// must be the patient's.
public struct NewVisit: Hashable, Sendable {
  /// The id to give it (made by the caller, so recording works offline).
  public var id: UUID
  /// The patient visited.
  public var patientID: UUID
  /// When; now when nil.
  public var visitedAt: Date?
  /// The nurse who visited.
  public var visitedBy: String?
  /// The wounds whose dressing was changed.
  public var dressingsChanged: [UUID]
  /// The assessments recorded during the visit (linked to it).
  public var assessments: [UUID]
  /// The Braden scales recorded during the visit.
  public var bradens: [UUID]
  /// A short note (500 characters at most).
  public var note: String?

  /// A visit to record; only the patient is required.
  public init(
    id: UUID = UUID(),
    patientID: UUID,
    visitedAt: Date? = nil,
    visitedBy: String? = nil,
    dressingsChanged: [UUID] = [],
    assessments: [UUID] = [],
    bradens: [UUID] = [],
    note: String? = nil
  ) {
    self.id = id
    self.patientID = patientID
    self.visitedAt = visitedAt
    self.visitedBy = visitedBy
    self.dressingsChanged = dressingsChanged
    self.assessments = assessments
    self.bradens = bradens
    self.note = note
  }
}
