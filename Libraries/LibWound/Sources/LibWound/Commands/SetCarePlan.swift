import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// Plans an open wound's care, or changes its plan: a new plan is a `create` entry, a change
/// an `update` of the fields that differ (a colleague's change of another field is kept). The
/// plan names the nurse logged in as its author (`updatedBy`). A plan whose compression or
/// start is new is held to `CompressionSafetyRule` over the patient's ABPI measurements.
struct SetCarePlan {
  let context: WoundContext
  let store: CarePlanStore

  func execute(_ draft: CarePlanDraft) async throws {
    let date = context.now()
    let timeZone = context.settings.timeZone
    let today = CalendarDate(date, in: timeZone)
    let measurements = try await abpis(for: draft)
    try await store.setPlan(of: draft.woundID, at: date) { stored, wound in
      let startsOn = draft.startsOn?.description ?? stored?.startsOn ?? today.description
      let plan = Wire.CarePlan(
        woundId: draft.woundID.recordID,
        startsOn: startsOn,
        cleansing: Trimmed.text(draft.cleansing),
        primaryDressing: draft.primaryDressing.trimmingCharacters(in: .whitespacesAndNewlines),
        secondaryDressing: Trimmed.text(draft.secondaryDressing),
        dressingChange: CarePlanAdapter.dressingChange(draft.change),
        assessEveryDays: draft.assessEveryDays,
        referringNurse: Trimmed.text(draft.referringNurse),
        compression: CarePlanAdapter.compression(
          draft.compression,
          advice: draft.specialistAdvice
        ),
        createdAt: date,
        updatedAt: date,
        updatedBy: Trimmed.text(context.author())
      )
      try plan.validate(today: date)
      // A change of other fields keeps a compression already planned: its ABPI going stale
      // is said as "ABPI due", and never stops the nurse changing the dressing.
      if plan.compression != stored?.compression || plan.startsOn != stored?.startsOn,
        let start = CalendarDate(plan.startsOn)
      {
        try CompressionSafetyRule.check(
          draft.compression,
          site: wound.site,
          startsOn: start,
          advised: plan.compression?.advisedBy != nil,
          measurements: measurements,
          timeZone: timeZone
        )
      }
      return plan
    }
  }

  /// The patient's ABPI measurements when the draft compresses, none otherwise.
  private func abpis(for draft: CarePlanDraft) async throws -> [ABPIMeasurement] {
    guard draft.compression != .none,
      let wound = try await store.store.read({ db in try WoundReads.wound(db, draft.woundID) })
    else { return [] }
    return try await context.abpis(Patient.ID(wound.patientId))
  }
}

/// Records a visit, append-only, with its outbox entry; every wound, assessment and Braden it
/// names must be the patient's.
struct RecordVisit {
  let context: WoundContext
  let store: CarePlanStore

  func execute(_ newVisit: NewVisit) async throws {
    let date = context.now()
    let visitedAt = newVisit.visitedAt ?? date
    if visitedAt > date.addingTimeInterval(WoundContext.allowedClockSkew) {
      throw RuleViolation(field: "at", reason: "is in the future")
    }
    let visit = Wire.Visit(
      id: newVisit.id.recordID,
      patientId: newVisit.patientID.recordID,
      visitedAt: visitedAt,
      visitedBy: Trimmed.text(newVisit.visitedBy ?? context.author()),
      dressingsChanged: Self.unique(newVisit.dressingsChanged),
      assessments: Self.unique(newVisit.assessments),
      bradens: Self.unique(newVisit.bradens),
      note: Trimmed.text(newVisit.note),
      outcome: newVisit.outcome,
      deceasedOn: newVisit.deceasedOn?.description,
      startedAt: newVisit.startedAt
    )
    try visit.validate(today: date)
    // The contract allows a day ahead of UTC for every zone; the nurse's own zone is known here.
    if let died = newVisit.deceasedOn, died > CalendarDate(visitedAt, in: context.settings.timeZone)
    {
      throw RuleViolation(field: "deceasedOn", reason: "is after the visit's day")
    }
    try await store.append(visit, at: date)
  }

  /// The ids in their order, each once: naming a wound twice is one change.
  static func unique<ID: TypedStoredID & Hashable>(_ ids: [ID]) -> [RecordID] {
    var seen: Set<ID> = []
    return ids.filter { seen.insert($0).inserted }.map(\.recordID)
  }
}

/// Moves a patient before another in the round of a day and saves that order for the day.
struct MoveInRound {
  let round: DayRoundQuery
  let store: CarePlanStore

  func execute(
    _ patientID: Patient.ID,
    before otherID: Patient.ID,
    on day: CalendarDate?,
    unread: [Patient.ID: Int]
  )
    async throws
  {
    let current = try await round.execute(on: day, unread: unread)
    var order = current.entries.map(\.patientID)
    guard order.contains(patientID) else {
      throw RuleViolation(field: "patient", reason: "is not on the round of \(current.day)")
    }
    guard order.contains(otherID) else {
      throw RuleViolation(field: "before", reason: "is not on the round of \(current.day)")
    }
    guard patientID != otherID else { return }
    order.removeAll { $0 == patientID }
    order.insert(patientID, at: order.firstIndex(of: otherID)!)
    try await store.saveOrder(order, day: current.day.description)
  }
}
