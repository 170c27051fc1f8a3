import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The visit sheet: how the visit ended first (one key), then what was done at the visit (the
/// dressings due and the day's assessments and Bradens, ticked; nothing for a visit not done),
/// the day she died when she has, a note and the time; Enter saves, after asking when the
/// patient was visited already that day; Esc asks before throwing changes away. The visit's
/// start is when the sheet opened, recorded with a visit saved now (not with a time typed).
@MainActor
final class VisitSheetPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<VisitSheetViewData>)?
  private let patient: VisitSheetPatient
  private let interactor: any VisitSheetInteracting
  private let router: any VisitSheetRouting
  private let now: @Sendable () -> Date
  private let timeZone: TimeZone

  /// A thing done that the sheet lists with a box.
  private struct Tick: Equatable {
    /// What the box names, by its typed id: a wound's dressing, an assessment or a Braden.
    var item: VisitItemID
    var label: String
    var ticked = true
  }

  private enum Question: Equatable {
    case discard
    case secondVisit
  }

  private var content = VisitSheetViewData.Content.loading
  private var ticks: [Tick] = []
  private var startingTicks: [Tick] = []
  private var note = EditableText()
  private var time = EditableText()
  private var died = EditableText()
  private var outcome = VisitOutcome.done
  /// When the sheet opened: the visit's start.
  private var openedAt: Date?
  private var focus = 0
  private var problem: String?
  private var question: Question?
  /// Her visits of the day that count, oldest first.
  private var visits: [Visit] = []

  init(
    patient: VisitSheetPatient,
    interactor: any VisitSheetInteracting,
    router: any VisitSheetRouting,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone
  ) {
    self.patient = patient
    self.interactor = interactor
    self.router = router
    self.now = now
    self.timeZone = timeZone
  }

  /// The line of the day she died, before the note, with the outcome `deceased` only.
  private var diedLine: Int? { outcome == .deceased ? ticks.count : nil }
  private var noteLine: Int { ticks.count + (diedLine == nil ? 0 : 1) }
  private var timeLine: Int { noteLine + 1 }

  /// Notes the visit's start, reads the day's records and visits, then asks how it ended.
  func start() async {
    openedAt = now()
    do {
      let (linkable, visits) = try await interactor.sheet(of: patient.id)
      self.visits = visits.filter { $0.voided == nil }.sorted { $0.visitedAt < $1.visitedAt }
      ticks =
        patient.dressingsDue.map { Tick(item: .wound($0.woundID), label: $0.due) }
        + linkable.filter { !$0.isLinked }.map(tick)
      startingTicks = ticks
      content = .outcome
    } catch {
      content = .failed(
        message: "Could not read the day's visits: \(readableMessage(for: error))"
      )
    }
    display()
  }

  private func tick(_ record: VisitLinkable) -> Tick {
    let by = TodayText.byLine(record.takenBy, at: record.takenAt, timeZone: timeZone)
    switch record.kind {
    case .assessment(let site):
      return Tick(item: record.id, label: "assessment \(site.rawValue) · \(by)")
    case .braden(let total):
      return Tick(item: record.id, label: "Braden \(total) · \(by)")
    }
  }

  func handle(_ action: VisitSheetAction) async {
    if let asked = question {
      return await answer(asked, yes: action == .yes, no: action == .no)
    }
    if content == .outcome, case .outcome(let chosen) = action { return choose(chosen) }
    guard content == .sheet else {
      if action == .cancel { router.close(saved: nil) }
      return
    }
    switch action {
    case .outcome:
      return
    case .focus(let offset):
      focus = min(max(0, focus + offset), timeLine)
    case .toggle:
      guard ticks.indices.contains(focus) else { return }
      ticks[focus].ticked.toggle()
    case .edit(let edit):
      let edit = Self.oneLine(edit)
      if focus == noteLine { note.apply(edit) } else if focus == timeLine { time.apply(edit) }
      if focus == diedLine { died.apply(edit) }
    case .save:
      guard let visit = checked() else { break }
      if !visits.isEmpty {
        question = .secondVisit
      } else {
        return await save(visit)
      }
    case .cancel:
      guard isChanged else { return router.close(saved: nil) }
      question = .discard
    case .yes, .no:
      return
    }
    display()
  }

  /// The sheet for the outcome chosen: a visit not done names nothing done, so it has no ticks.
  private func choose(_ chosen: VisitOutcome) {
    outcome = chosen
    if chosen != .done { (ticks, startingTicks) = ([], []) }
    content = .sheet
    focus = diedLine ?? noteLine
    display()
  }

  private func answer(_ asked: Question, yes: Bool, no: Bool) async {
    guard yes || no else { return }
    question = nil
    guard yes else { return display() }
    switch asked {
    case .discard: router.close(saved: nil)
    case .secondVisit:
      guard let visit = checked() else { return display() }
      await save(visit)
    }
  }

  /// A paste into a one-line field: line breaks and tabs become spaces.
  private static func oneLine(_ edit: TextEdit) -> TextEdit {
    guard case .insert(let text) = edit else { return edit }
    return .insert(QuestionFormText.insertable(text, holdsLines: false))
  }

  private var isChanged: Bool {
    ticks != startingTicks || !note.text.isEmpty || !time.text.isEmpty || !died.text.isEmpty
  }

  /// The visit the sheet says, or nil with the problem shown and its line in focus.
  private func checked() -> NewVisit? {
    problem = nil
    if let refusal = QuestionFormText.refusal(of: note.text, holdsLines: false) {
      return refuse("Note: \(refusal)", focus: noteLine)
    }
    var visitedAt: Date?
    let typed = QuestionFormText.trimmed(time.text)
    if !typed.isEmpty {
      if let refusal = QuestionFormText.refusal(of: typed, holdsLines: false) {
        return refuse("Time: \(refusal)", focus: timeLine)
      }
      guard let date = TypedTime.instant(typed, now: now(), timeZone: timeZone) else {
        let shown = typed.visibleControls()
        return refuse("Time: \"\(shown)\" is not a time (\(TypedTime.expected))", focus: timeLine)
      }
      guard date <= now() else { return refuse("Time: is in the future", focus: timeLine) }
      visitedAt = date
    }
    var deceasedOn: CalendarDate?
    if let diedLine {
      let typed = QuestionFormText.trimmed(died.text)
      let today = CalendarDate(now(), in: timeZone)
      if let refusal = QuestionFormText.refusal(of: typed, holdsLines: false) {
        return refuse("Died: \(refusal)", focus: diedLine)
      }
      guard let day = typed.isEmpty ? today : CalendarDate(typed) else {
        let shown = typed.visibleControls()
        return refuse("Died: \"\(shown)\" is not a date (YYYY-MM-DD)", focus: diedLine)
      }
      guard day <= today else { return refuse("Died: is in the future", focus: diedLine) }
      deceasedOn = day
    }
    let noteText = QuestionFormText.trimmed(note.text)
    let items = ticks.filter(\.ticked).map(\.item)
    return NewVisit(
      patientID: patient.id,
      visitedAt: visitedAt,
      dressingsChanged: items.compactMap { if case .wound(let id) = $0 { id } else { nil } },
      assessments: items.compactMap { if case .assessment(let id) = $0 { id } else { nil } },
      bradens: items.compactMap { if case .braden(let id) = $0 { id } else { nil } },
      note: noteText.isEmpty ? nil : noteText,
      outcome: outcome,
      deceasedOn: deceasedOn,
      // A time typed is a visit recorded afterwards: the sheet's opening is not its start.
      startedAt: visitedAt == nil ? openedAt : nil
    )
  }

  private func refuse(_ message: String, focus line: Int) -> NewVisit? {
    problem = message
    focus = line
    return nil
  }

  private func save(_ visit: NewVisit) async {
    content = .saving
    display()
    do {
      try await interactor.record(visit)
      let at = TodayText.clock(visit.visitedAt ?? now(), timeZone: timeZone)
      let how = outcome == .done ? "" : ": \(outcome.words)"
      router.close(saved: "Visit to \(patient.name) recorded at \(at)\(how).")
    } catch {
      content = .sheet
      let message = readableMessage(for: error)
      // The library's refusal names its field first: bring that line into focus.
      if message.hasPrefix("note") { focus = noteLine }
      if message.hasPrefix("at") || message.hasPrefix("visitedAt") { focus = timeLine }
      if message.hasPrefix("deceasedOn"), let diedLine { focus = diedLine }
      problem = "Could not save: \(message)"
      display()
    }
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: VisitSheetViewData {
    let title = "Visit to \(patient.name)"
    guard content == .sheet || content == .saving else {
      var data = VisitSheetViewData(title: title, content: content, lines: [], focus: 0)
      if content == .outcome { data.visitedToday = visitedToday.map { "Visited today \($0)." } }
      return data
    }
    let diedLines =
      diedLine == nil
      ? []
      : [
        VisitSheetViewData.Line(
          label: "Died",
          kind: .text(draft: died.text, cursor: died.cursor, hint: "blank: today · YYYY-MM-DD")
        )
      ]
    let lines =
      ticks.map { VisitSheetViewData.Line(label: $0.label, kind: .tick($0.ticked)) } + diedLines
      + [
        VisitSheetViewData.Line(
          label: "Note",
          kind: .text(draft: note.text, cursor: note.cursor, hint: "one line, what to pass on")
        ),
        VisitSheetViewData.Line(
          label: "Time",
          kind: .text(
            draft: time.text,
            cursor: time.cursor,
            hint: "blank: now · HH:MM · YYYY-MM-DD HH:MM"
          )
        ),
      ]
    return VisitSheetViewData(
      title: title,
      content: content,
      visitedToday: visitedToday.map { "Visited today \($0)." },
      outcome: outcome == .done ? nil : outcome.words,
      lines: lines,
      focus: focus,
      problem: problem,
      question: questionText
    )
  }

  /// "at 09:12 by anna", "at 09:12 by anna (not at home) and at 11:03 by bea", or nil.
  private var visitedToday: String? {
    guard !visits.isEmpty else { return nil }
    return visits.map { visit in
      let how = visit.outcome == .done ? "" : " (\(visit.outcome.words))"
      return TodayText.atLine(visit.visitedBy, at: visit.visitedAt, timeZone: timeZone) + how
    }.joined(separator: " and ")
  }

  private var questionText: String? {
    switch question {
    case .discard: return "Discard these answers? (y/n)"
    case .secondVisit:
      return "Already visited today \(visitedToday ?? "") — record a second visit? (y/n)"
    case nil: return nil
    }
  }
}
