import Foundation
import LibPatient

/// The day's round (docs/care-plans.md): every active patient with something due on `day`,
/// each with why, in visit order. Reads the store only.
struct DayRoundQuery {
  let context: WoundContext
  let plans: CarePlanStore

  func execute(on day: CalendarDate?, unread: [Patient.ID: Int]) async throws -> DayRound {
    try await roundAndFacts(on: day, unread: unread).round
  }

  /// The round, and the facts of the day it was built from (the caseload ranks the same
  /// wounds from the same read of their assessments).
  func roundAndFacts(on day: CalendarDate?, unread: [Patient.ID: Int]) async throws
    -> (round: DayRound, facts: RoundFacts)
  {
    let clock = DayClock(context.settings.timeZone)
    let today = CalendarDate(context.now(), in: clock.timeZone)
    let day = day ?? today
    let before = day.adding(days: -1)
    // One read for both days: the day before only adds its own visits, changes and Bradens.
    let (facts, factsBefore) = try await plans.store.read { db in
      try RoundReads.facts(db, day: roundDay(day, clock), before: roundDay(before, clock))
    }
    let round = try await built(day, facts, clock: clock, unread: unread)
    // A day that is over says whom it missed; every day carries the misses of the day before.
    var entries = day < today ? MissedVisitRule.marked(round.entries, day: day) : round.entries
    // Only a patient on this round can carry a miss: the day before is built for them alone.
    let onRound = Set(entries.map(\.patientID))
    let previous = try await built(
      before,
      factsBefore,
      clock: clock,
      unread: unread,
      only: onRound
    )
    entries = MissedVisitRule.carried(
      MissedVisitRule.marked(previous.entries, day: before),
      onto: entries
    )
    var ordered = RoundOrder.ordered(entries, day: day, saved: facts.savedOrder)
    ordered.supplies = round.supplies
    return (ordered, facts)
  }

  /// Who is on today's round, without why or in what order: the handover asks only that, and
  /// one thing due settles it (the rules that read every assessment run only where nothing
  /// else is due, as for the day before's misses).
  func patientsOnRound() async throws -> Set<Patient.ID> {
    let clock = DayClock(context.settings.timeZone)
    let day = CalendarDate(context.now(), in: clock.timeZone)
    let before = day.adding(days: -1)
    let facts = try await plans.store.read { db in
      try RoundReads.facts(db, day: roundDay(day, clock), before: roundDay(before, clock)).0
    }
    var builder = RoundBuilder(day: day, clock: clock, settings: context.settings)
    builder.firstReasonOnly = true
    let round = builder.round(facts, unread: [:], abpis: try await abpis(compressing: facts))
    return Set(round.entries.map(\.patientID))
  }

  private func roundDay(_ day: CalendarDate, _ clock: DayClock) -> RoundDay {
    let number = DayNumber(day)
    return RoundDay(
      day: day,
      start: clock.start(of: number),
      end: clock.start(of: number.adding(days: 1))
    )
  }

  /// The round of `day` as the rules make it from `facts`; with `only`, the round of those
  /// patients among them who had no visit done that day (the others cannot have been missed).
  private func built(
    _ day: CalendarDate,
    _ facts: RoundFacts,
    clock: DayClock,
    unread: [Patient.ID: Int],
    only: Set<Patient.ID>? = nil
  ) async throws -> DayRound {
    var facts = facts
    if let only {
      let wanted = only.filter { id in !(facts.visits[id] ?? []).contains { $0.outcome == .done } }
      facts.patients = facts.patients.filter { wanted.contains($0.id) }
      facts.openWounds = facts.openWounds.filter { wanted.contains($0.patientID) }
    }
    var builder = RoundBuilder(day: day, clock: clock, settings: context.settings)
    // The day before's round is read for its misses only: whether each was due.
    builder.firstReasonOnly = only != nil
    return builder.round(facts, unread: unread, abpis: try await abpis(compressing: facts))
  }

  /// The ABPI measurements of each patient with a wound under compression: few patients, read
  /// through LibPatient rather than from its tables.
  private func abpis(compressing facts: RoundFacts) async throws -> [Patient.ID: [ABPIMeasurement]]
  {
    let patients = Set(
      facts.openWounds.filter { facts.plans[$0.id]?.compression ?? .none != .none }
        .map(\.patientID)
    )
    var result: [Patient.ID: [ABPIMeasurement]] = [:]
    for patientID in patients { result[patientID] = try await context.abpis(patientID) }
    return result
  }
}

/// Turns the store's facts into the round: the rules of `Domain/Round`, then the order. Days
/// are day numbers in the nurse's time zone, read from one clock for the whole round.
struct RoundBuilder {
  let day: CalendarDate
  let clock: DayClock
  let settings: WoundSettings
  /// Only whether each patient is due: a dressing due stands for all her reasons (the day
  /// before's round, whose misses need no more).
  var firstReasonOnly = false

  /// The wound's dressing change under its plan, when it is due or overdue on `today`.
  private func dressingChange(
    _ wound: RoundFacts.WoundRow,
    _ facts: RoundFacts,
    on today: DayNumber
  ) -> RoundReason? {
    guard let plan = facts.plans[wound.id] else { return nil }
    let last = facts.lastDressingChange[wound.id].map(clock.day(of:))
    let due = DressingChangeRule.nextDue(plan.change, startsOn: plan.startsOn, lastChange: last)
    let state = DueState.on(today, dueOn: due)
    guard state != .notDue else { return nil }
    return .dressingChange(woundID: wound.id, site: wound.site, state: state)
  }

  func round(
    _ facts: RoundFacts,
    unread: [Patient.ID: Int],
    abpis: [Patient.ID: [ABPIMeasurement]] = [:]
  )
    -> DayRound
  {
    let today = DayNumber(day)
    let end = clock.start(of: today.adding(days: 1))
    let woundsByPatient = Dictionary(grouping: facts.openWounds, by: \.patientID)
    var bradenDays: [DayNumber: CalendarDate] = [:]
    var entries: [RoundEntry] = []
    for patient in facts.patients {
      // Only what was known by the end of the day counts: a past day's round is that day's.
      let wounds = (woundsByPatient[patient.id] ?? [])
        .filter { $0.openedOn <= today }
        .sorted { lhs, rhs in
          if lhs.openedOn != rhs.openedOn { return lhs.openedOn < rhs.openedOn }
          return lhs.id.isOrdered(before: rhs.id)
        }
      // Whether she was due at all (the day before's misses) is settled by a dressing due,
      // the cheapest reason, without the rules that read every assessment.
      if firstReasonOnly,
        let dressing = wounds.lazy.compactMap({ dressingChange($0, facts, on: today) }).first
      {
        entries.append(
          RoundEntry(
            patientID: patient.id,
            givenName: patient.givenName,
            familyName: patient.familyName,
            address: patient.address,
            reasons: [dressing],
            hasInfectionSigns: false,
            visits: facts.visits[patient.id] ?? []
          )
        )
        continue
      }
      var dressings: [RoundReason] = []
      var assessments: [RoundReason] = []
      var trajectories: [RoundReason] = []
      var physician: [RoundReason] = []
      var abpiDue: [RoundReason] = []
      var infected = false
      for wound in wounds {
        let plan = facts.plans[wound.id]
        if let dressing = dressingChange(wound, facts, on: today) { dressings.append(dressing) }
        if let plan {
          let stale = CompressionSafetyRule.isABPIDue(
            plan.compression,
            site: wound.site,
            measurements: (abpis[patient.id] ?? []).filter { $0.measuredAt < end },
            today: day,
            timeZone: clock.timeZone
          )
          if stale { abpiDue.append(.abpiDue(woundID: wound.id, site: wound.site)) }
        }
        let current = CurrentAssessments.of(
          (facts.assessments[wound.id] ?? []).filter { $0.takenAt < end },
          id: \.id,
          takenAt: \.takenAt,
          supersedes: \.supersedes
        )
        let state = AssessmentDueRule.state(
          isOpen: true,
          openedOn: wound.openedOn,
          lastAssessedAt: current.last?.takenAt,
          intervalDays: settings.overdue.intervalDays(planDays: plan?.assessEveryDays),
          on: today,
          clock: clock
        )
        if state != .notDue {
          assessments.append(.assessment(woundID: wound.id, site: wound.site, state: state))
        }
        let verdict = HealingTrajectoryRule.verdict(
          type: wound.type,
          measurements: current.map { AreaMeasurement(takenAt: $0.takenAt, area: $0.area) },
          clock: clock
        )
        if verdict.trajectory == .offTrack {
          trajectories.append(.offTrajectory(woundID: wound.id, site: wound.site))
        }
        // The latest current assessment stands for the wound: signs of infection put her
        // last in the visit order, and a deep infection suspected (which is an infection too)
        // tells the physician today, until a later assessment clears it.
        if current.last?.findings.infectionSigns.isEmpty == false { infected = true }
        let screening = InfectionScreeningRule.latest(type: wound.type, current, clock: clock)
        if screening?.isDeepInfectionSuspected == true {
          infected = true
          physician.append(.deepInfection(woundID: wound.id, site: wound.site))
        }
      }
      var reasons = physician + dressings + assessments + abpiDue
      let lastBraden = facts.lastBraden[patient.id].map(clock.day(of:))
      let bradenDue = BradenDueRule.isDue(
        lastOn: lastBraden,
        hasOpenWound: !wounds.isEmpty,
        hasOpenPressureInjury: wounds.contains { $0.type == .pressureInjury },
        on: today
      )
      if bradenDue {
        // One `CalendarDate` per day met: building one checks the day with a calendar.
        let lastOn = lastBraden.map { number in
          if let date = bradenDays[number] { return date }
          let date = number.calendarDate
          bradenDays[number] = date
          return date
        }
        reasons.append(.braden(lastOn: lastOn))
      }
      reasons += trajectories
      if let count = unread[patient.id], count > 0 { reasons.append(.unreadMessages(count)) }
      // A patient visited that day stays on its round, marked visited, done or not.
      let visits = facts.visits[patient.id] ?? []
      guard !reasons.isEmpty || !visits.isEmpty else { continue }
      entries.append(
        RoundEntry(
          patientID: patient.id,
          givenName: patient.givenName,
          familyName: patient.familyName,
          address: patient.address,
          reasons: reasons,
          hasInfectionSigns: infected,
          visits: visits
        )
      )
    }
    var round = RoundOrder.ordered(entries, day: day, saved: facts.savedOrder)
    round.supplies = RoundSuppliesRule.supplies(for: needs(of: round, facts))
    return round
  }

  /// The dressing changes still due, in the round's order, with what their plans use.
  private func needs(of round: DayRound, _ facts: RoundFacts) -> [DressingChangeNeed] {
    round.entries.flatMap { entry in
      entry.reasons.compactMap { reason -> DressingChangeNeed? in
        guard case .dressingChange(let woundID, let site, _) = reason,
          let plan = facts.plans[woundID]
        else { return nil }
        return DressingChangeNeed(
          patientID: entry.patientID,
          woundID: woundID,
          site: site,
          primaryDressing: plan.primaryDressing,
          secondaryDressing: plan.secondaryDressing,
          compression: plan.compression
        )
      }
    }
  }
}

/// The visit order (docs/care-plans.md, "Visit order"): her saved order for the day first (in
/// it), then the others by postal code, street and house number; patients with signs of
/// infection after the others, in either case.
enum RoundOrder {
  static func ordered(_ entries: [RoundEntry], day: CalendarDate, saved: [Patient.ID]) -> DayRound {
    let position = Dictionary(saved.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
    // Each entry's place in the saved order looked up once, not at every comparison.
    let keyed = entries.map { (entry: $0, saved: position[$0.patientID]) }
    let sorted = keyed.sorted { left, right in
      let (lhs, rhs) = (left.entry, right.entry)
      if lhs.hasInfectionSigns != rhs.hasInfectionSigns { return !lhs.hasInfectionSigns }
      switch (left.saved, right.saved) {
      case (let left?, let right?): return left < right
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): break
      }
      if lhs.place != rhs.place { return lhs.place < rhs.place }
      if lhs.familyName != rhs.familyName { return lhs.familyName < rhs.familyName }
      if lhs.givenName != rhs.givenName { return lhs.givenName < rhs.givenName }
      return lhs.patientID.rawValue.isOrdered(before: rhs.patientID.rawValue)
    }.map(\.entry)
    let usesSaved = keyed.contains { $0.saved != nil }
    return DayRound(day: day, entries: sorted, isSavedOrder: usesSaved)
  }
}
