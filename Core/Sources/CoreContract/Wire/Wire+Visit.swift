import Foundation

extension Wire {
  /// A home visit: a nurse saw a patient at a time, did some things (changed the
  /// dressing of wounds, recorded assessments and a Braden scale) and wrote a short note.
  /// Append-only like an assessment: a visit is what happened, never edited.
  ///
  /// A visit recorded by mistake is voided by another visit record that `voids` it (as a
  /// correction `supersedes` an assessment): the void is who voided it (`visitedBy`), when
  /// (`visitedAt`) and why (`note`), names nothing done, and hangs under the visit it voids,
  /// so the server refuses one naming a visit its team does not hold. Nothing is deleted.
  ///
  /// A visit says how it ended (`outcome`, docs/care-plans.md "Visit outcomes"): one not done
  /// (nobody home, refused, in hospital, deceased) names nothing done; a deceased patient's
  /// names the day she died. `startedAt` is when the nurse opened the visit, `visitedAt` when
  /// she recorded it: the visit's duration is what lies between, nothing else is tracked.
  public struct Visit: TeamRecord {
    /// The longest note, in characters: a visit's note is a line or two; the notes of the
    /// record belong to the patient, the wound and the assessment.
    public static let longestNote = 500

    public var id: RecordID
    public var patientId: RecordID
    public var visitedAt: Date
    public var visitedBy: String?
    /// The wounds whose dressing she changed.
    public var dressingsChanged: [RecordID]
    /// The assessments she recorded during the visit.
    public var assessments: [RecordID]
    /// The Braden scales she recorded during the visit.
    public var bradens: [RecordID]
    public var note: String?
    /// The visit this record voids (one of the same patient), nil for a visit.
    public var voids: RecordID?
    /// How the visit ended; nil on a visit recorded before outcomes existed, which was done.
    public var outcome: VisitOutcome?
    /// The day the patient died, `YYYY-MM-DD`: only with the outcome `deceased`, which needs it.
    public var deceasedOn: String?
    /// When the nurse opened the visit, at or before `visitedAt` (when she recorded it).
    public var startedAt: Date?

    /// A visit with every field given.
    public init(
      id: RecordID,
      patientId: RecordID,
      visitedAt: Date,
      visitedBy: String? = nil,
      dressingsChanged: [RecordID] = [],
      assessments: [RecordID] = [],
      bradens: [RecordID] = [],
      note: String? = nil,
      voids: RecordID? = nil,
      outcome: VisitOutcome? = nil,
      deceasedOn: String? = nil,
      startedAt: Date? = nil
    ) {
      self.id = id
      self.patientId = patientId
      self.visitedAt = visitedAt
      self.visitedBy = visitedBy
      self.dressingsChanged = dressingsChanged
      self.assessments = assessments
      self.bradens = bradens
      self.note = note
      self.voids = voids
      self.outcome = outcome
      self.deceasedOn = deceasedOn
      self.startedAt = startedAt
    }

    public static let type = RecordType(rawValue: "visit")
    public static let policy = RecordPolicy.appendOnly
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, patientId, visitedAt, visitedBy, dressingsChanged, assessments, bradens, note
      case voids, outcome, deceasedOn, startedAt
    }
    /// Never changed by an update: append-only.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    /// Who visited, and the visit's note, are one line each (the visit sheet asks the note on
    /// one line; the notes of the record belong to the patient, the wound, the assessment).
    public static func text(of field: CodingKeys) -> TextRule? {
      switch field {
      case .visitedBy, .note: return .line
      default: return nil
      }
    }
    public var recordID: RecordID { id }
    /// The patient; a void's is the visit it voids, which must exist first.
    public var parent: RecordReference? {
      if let voids { return RecordReference(Visit.type, voids) }
      return RecordReference(Patient.type, patientId)
    }
    /// What she did names the patient's own wounds, assessments and Bradens; a void, a visit
    /// of the same patient.
    public var links: [RecordLink] {
      let patient = LinkScope.patient(patientId)
      return [
        RecordLink(
          field: "dressingsChanged",
          type: Wound.type,
          ids: dressingsChanged,
          scope: patient
        ),
        RecordLink(field: "assessments", type: Assessment.type, ids: assessments, scope: patient),
        RecordLink(field: "bradens", type: Braden.type, ids: bradens, scope: patient),
      ].filter { !$0.ids.isEmpty } + RecordLink.single("voids", Visit.type, voids, patient)
    }

    /// Not in the future (a day of clock skew allowed, as for days); no id named twice in a
    /// list; a note of at most 500 characters; texts follow `TextRule`. A void names another
    /// visit and nothing done. The outcome's rules are `checkOutcome`'s.
    public func validate(today: Date) throws(RuleViolation) {
      try InstantRule.check(visitedAt, field: "visitedAt", now: today)
      if let voids {
        try RuleViolation.require(voids != id, "voids", "names the void itself")
        try RuleViolation.require(
          dressingsChanged.isEmpty && assessments.isEmpty && bradens.isEmpty,
          "voids",
          "a void names nothing done: no dressing, assessment or Braden"
        )
        try RuleViolation.require(
          outcome == nil && deceasedOn == nil && startedAt == nil,
          "voids",
          "a void has no outcome, day of death or start"
        )
      }
      try checkOutcome(today: today)
      try RuleViolation.require(
        visitedAt <= today.addingTimeInterval(24 * 60 * 60),
        "visitedAt",
        "is in the future"
      )
      for (ids, field) in [
        (dressingsChanged, "dressingsChanged"), (assessments, "assessments"), (bradens, "bradens"),
      ] {
        try RuleViolation.require(Set(ids).count == ids.count, field, "names an id twice")
      }
      try Self.checkText(visitedBy, .visitedBy)
      try Self.checkText(note, .note)
      try RuleViolation.require(
        (note?.count ?? 0) <= Self.longestNote,
        "note",
        "is over \(Self.longestNote) characters"
      )
    }

    /// A visit not done names nothing done; the day of death comes with `deceased` and only
    /// with it, a real day not after the visit's; the start is a real instant, not after the
    /// visit's end.
    private func checkOutcome(today: Date) throws(RuleViolation) {
      if let outcome, outcome != .done {
        try RuleViolation.require(
          dressingsChanged.isEmpty && assessments.isEmpty && bradens.isEmpty,
          "outcome",
          "\(outcome.rawValue) names nothing done: no dressing, assessment or Braden"
        )
      }
      if outcome == .deceased {
        guard let deceasedOn else {
          throw RuleViolation(field: "deceasedOn", reason: "is required when she has died")
        }
        try CalendarDayRule.check(deceasedOn, field: "deceasedOn", today: today)
        // A day of one more than UTC's: the nurse's own day may be ahead of Greenwich.
        let latest = CalendarDate(visitedAt.addingTimeInterval(24 * 60 * 60), in: Self.utc)
        try RuleViolation.require(
          CalendarDate(deceasedOn).map { $0 <= latest } ?? false,
          "deceasedOn",
          "is after the visit"
        )
      } else {
        try RuleViolation.require(deceasedOn == nil, "deceasedOn", "only with the outcome deceased")
      }
      if let startedAt {
        try InstantRule.check(startedAt, field: "startedAt", now: today)
        try RuleViolation.require(startedAt <= visitedAt, "startedAt", "is after the visit's end")
      }
    }

    private static let utc = TimeZone(identifier: "UTC")!
  }
}
