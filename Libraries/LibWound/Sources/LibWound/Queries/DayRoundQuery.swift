import Foundation
import LibPatient

/// The day's round (docs/care-plans.md): every active patient with something due on `day`,
/// each with why, in visit order. Reads the store only.
struct DayRoundQuery {
  let context: WoundContext
  let store: CarePlanStore

  func execute(on day: CalendarDate?, unread: [UUID: Int]) async throws -> DayRound {
    let timeZone = context.settings.timeZone
    let day = day ?? CalendarDate(context.now(), in: timeZone)
    let end = day.adding(days: 1).start(in: timeZone)
    let facts = try await store.writer.read { db in
      try RoundReads.facts(db, day: day.description, end: end)
    }
    let builder = RoundBuilder(day: day, end: end, settings: context.settings)
    return builder.round(facts, unread: unread)
  }
}

/// Turns the store's facts into the round: the rules of `Domain/Round`, then the order.
struct RoundBuilder {
  let day: CalendarDate
  let end: Date
  let settings: WoundSettings

  func round(_ facts: RoundFacts, unread: [UUID: Int]) -> DayRound {
    let woundsByPatient = Dictionary(grouping: facts.openWounds, by: \.wound.patientID)
    let timeZone = settings.timeZone
    var entries: [RoundEntry] = []
    for patient in facts.patients {
      // Only what was known by the end of the day counts: a past day's round is that day's.
      let wounds = (woundsByPatient[patient.id] ?? [])
        .filter { $0.wound.openedOn <= day }
        .map { history in
          WoundHistory(
            wound: history.wound,
            assessments: history.assessments.filter { $0.takenAt < end }
          )
        }
        .sorted {
          ($0.wound.openedOn, $0.wound.id.uuidString) < ($1.wound.openedOn, $1.wound.id.uuidString)
        }
      var dressings: [RoundReason] = []
      var assessments: [RoundReason] = []
      var trajectories: [RoundReason] = []
      var infected = false
      let evaluation = WoundEvaluation(settings: settings, now: end)
      for history in wounds {
        let wound = history.wound
        let plan = facts.plans[wound.id]
        if let plan {
          let last = facts.lastDressingChange[wound.id].map { CalendarDate($0, in: timeZone) }
          let due = DressingChangeRule.nextDue(
            plan.change,
            startsOn: plan.startsOn,
            lastChange: last
          )
          let state = DueState.on(day, dueOn: due)
          if state != .notDue {
            dressings.append(.dressingChange(woundID: wound.id, site: wound.site, state: state))
          }
        }
        let summary = evaluation.summary(history)
        let interval =
          plan?.assessEveryDays ?? Int((settings.overdue.interval / 86_400).rounded(.up))
        let state = AssessmentDueRule.state(
          status: wound.status,
          openedOn: wound.openedOn,
          lastAssessedAt: summary.lastAssessedAt,
          intervalDays: interval,
          on: day,
          timeZone: timeZone
        )
        if state != .notDue {
          assessments.append(.assessment(woundID: wound.id, site: wound.site, state: state))
        }
        if summary.trajectory == .offTrack {
          trajectories.append(.offTrajectory(woundID: wound.id, site: wound.site))
        }
        let newest = CurrentAssessments.of(history.assessments).last
        if let newest, !newest.findings.infectionSigns.isEmpty { infected = true }
      }
      var reasons = dressings + assessments
      let lastBraden = facts.lastBraden[patient.id].map { CalendarDate($0, in: timeZone) }
      let bradenDue = BradenDueRule.isDue(
        lastOn: lastBraden,
        hasOpenWound: !wounds.isEmpty,
        hasOpenPressureInjury: wounds.contains { $0.wound.type == .pressureInjury },
        on: day
      )
      if bradenDue { reasons.append(.braden(lastOn: lastBraden)) }
      reasons += trajectories
      if let count = unread[patient.id], count > 0 { reasons.append(.unreadMessages(count)) }
      guard !reasons.isEmpty else { continue }
      entries.append(
        RoundEntry(
          patientID: patient.id,
          givenName: patient.givenName,
          familyName: patient.familyName,
          address: patient.address,
          reasons: reasons,
          hasInfectionSigns: infected
        )
      )
    }
    return RoundOrder.ordered(entries, day: day, saved: facts.savedOrder)
  }
}

/// The visit order (docs/care-plans.md, "Visit order"): her saved order for the day first (in
/// it), then the others by postal code, street and house number; patients with signs of
/// infection after the others, in either case.
enum RoundOrder {
  static func ordered(_ entries: [RoundEntry], day: CalendarDate, saved: [UUID]) -> DayRound {
    let position = Dictionary(saved.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
    let sorted = entries.sorted { lhs, rhs in
      if lhs.hasInfectionSigns != rhs.hasInfectionSigns { return !lhs.hasInfectionSigns }
      switch (position[lhs.patientID], position[rhs.patientID]) {
      case (let left?, let right?): return left < right
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): break
      }
      if lhs.place != rhs.place { return lhs.place < rhs.place }
      let left = (lhs.familyName, lhs.givenName, lhs.patientID.uuidString)
      return left < (rhs.familyName, rhs.givenName, rhs.patientID.uuidString)
    }
    let usesSaved = entries.contains { position[$0.patientID] != nil }
    return DayRound(day: day, entries: sorted, isSavedOrder: usesSaved)
  }
}
