import Foundation
import LibPatient

extension WoundLibrary {
  // MARK: Care plans, visits and the day's round (docs/care-plans.md)

  /// Plans an open wound's care, or changes its plan (one plan per wound): only the fields
  /// that differ are queued for the server. Throws `RuleViolation` naming the wire field
  /// (`primaryDressing` blank, `dressingChange` out of 1-60 days or without a weekday,
  /// `assessEveryDays`, `startsOn`, a control character in a text; `compression` on a site
  /// off the legs, or, with no specialist's advice, without an ABPI of the leg taken within
  /// 84 days before the plan starts in a band that allows it (`CompressionSafetyRule`);
  /// `specialistAdvice` or `advisedOn` for half an advice), `RuleViolation` (`status` when
  /// the wound is healed or closed) or `WoundLookupError.woundNotFound`.
  public func setPlan(_ draft: CarePlanDraft) async throws {
    try await SetCarePlan(context: context, store: plans).execute(draft)
  }

  /// True when an open wound of an active patient has a care plan: the app then opens on the
  /// day's round.
  public func hasCarePlans() async throws -> Bool {
    try await plans.hasPlans()
  }

  /// The wound's care plan, nil when it has none.
  public func plan(of woundID: Wound.ID) async throws -> CarePlan? {
    try await plans.plan(of: woundID)
  }

  /// Records a visit, append-only. Throws `RuleViolation` (`dressing`, `assessment` or
  /// `braden` naming something not the patient's, `note` over 500 characters or holding a
  /// control character), `RuleViolation` (`at` in the future, `id` used) or
  /// `WoundLookupError.patientNotFound`.
  public func record(_ visit: NewVisit) async throws {
    try await RecordVisit(context: context, store: plans).execute(visit)
  }

  /// Voids a visit recorded by mistake: a void record (who, now, `reason`) synced like any
  /// visit; the visit stays, counting for nothing (no dressing changed, nothing linked, not
  /// visited). Throws `WoundLookupError.visitNotFound`, or `RuleViolation` naming `voids` (the
  /// id is a void's, or the visit is voided already) or `note` (the reason: over 500
  /// characters, or a control character).
  public func voidVisit(
    _ visitID: Visit.ID,
    reason: String? = nil,
    id: Visit.ID = Visit.ID()
  ) async throws {
    try await VoidVisit(context: context, store: plans).execute(visitID, reason: reason, id: id)
  }

  /// The patient's visits, newest first: voided ones too, each carrying its void.
  public func visits(of patientID: Patient.ID) async throws -> [Visit] {
    try await plans.visits(of: patientID)
  }

  /// The patient's visits made on `day` (today in the nurse's time zone when nil), newest
  /// first, voided ones carrying their void: what a second visit the same day is warned of.
  public func visits(of patientID: Patient.ID, on day: CalendarDate?) async throws -> [Visit] {
    let (start, end) = bounds(of: day)
    return try await plans.visits(of: patientID, from: start, to: end)
  }

  /// The patient's assessments (not corrected since) and Braden scales taken on `day` (today
  /// when nil), oldest first, each saying whether a visit that counts links it already: what a
  /// visit recorded from the day's round links.
  public func linkableRecords(of patientID: Patient.ID, on day: CalendarDate? = nil) async throws
    -> [VisitLinkable]
  {
    let (start, end) = bounds(of: day)
    return try await plans.linkable(of: patientID, from: start, to: end)
  }

  /// Where `day` (today when nil) starts and ends in the nurse's time zone.
  private func bounds(of day: CalendarDate?) -> (Date, Date) {
    let timeZone = context.settings.timeZone
    let day = day ?? CalendarDate(context.now(), in: timeZone)
    return (day.start(in: timeZone), day.adding(days: 1).start(in: timeZone))
  }

  /// The round of `day` (today in the nurse's time zone when nil): every active patient with
  /// something due, each with why, in visit order. `unread` is each patient's count of unread
  /// messages (LibMessage's), which puts her on the round too. Reads the store only.
  public func round(on day: CalendarDate? = nil, unread: [Patient.ID: Int] = [:]) async throws
    -> DayRound
  {
    try await DayRoundQuery(context: context, plans: plans).execute(on: day, unread: unread)
  }

  /// Moves a patient before another on the round of `day` and keeps that order for the day
  /// (on this device only). Throws `RuleViolation` (`patient` or `before` not on the
  /// round).
  public func moveInRound(
    _ patientID: Patient.ID,
    before otherID: Patient.ID,
    on day: CalendarDate? = nil,
    unread: [Patient.ID: Int] = [:]
  ) async throws {
    let query = DayRoundQuery(context: context, plans: plans)
    try await MoveInRound(round: query, store: plans)
      .execute(patientID, before: otherID, on: day, unread: unread)
  }
}
