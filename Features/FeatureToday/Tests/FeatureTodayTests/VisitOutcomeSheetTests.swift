import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureToday

/// The visit sheet's first question, how the visit ended (docs/manual.md, "The visit sheet"):
/// a visit not done ticks nothing; a deceased patient's asks the day she died.
@MainActor
struct VisitOutcomeSheetTests {
  let view = RecordingView<VisitSheetViewData>()
  let router = StubVisitSheetRouter()
  /// The sheet opens at 09:40; she saves at 10:00.
  let clock = MovingClock(VisitSheetSamples.now.addingTimeInterval(-1200))

  func presenter(_ interactor: StubVisitSheetInteractor) -> VisitSheetPresenter {
    let clock = clock
    let presenter = VisitSheetPresenter(
      patient: VisitSheetSamples.patient,
      interactor: interactor,
      router: router,
      now: { clock.now() },
      timeZone: RoundSamples.utc
    )
    presenter.view = view
    return presenter
  }

  @Test func theOutcomeIsAskedFirstWithTheDaysVisitsAndEscLeaves() async throws {
    let interactor = StubVisitSheetInteractor(visits: [VisitSheetSamples.morningVisit])
    let presenter = presenter(interactor)
    await presenter.start()
    let data = try #require(view.last)
    #expect(data.content == .outcome)
    #expect(data.visitedToday == "Visited today at 09:12 by anna.")
    #expect(data.lines.isEmpty)
    await presenter.handle(.save)
    #expect(view.last?.content == .outcome, "nothing but an outcome or esc")
    await presenter.handle(.cancel)
    #expect(router.closed == [nil])
  }

  @Test func notAtHomeTicksNothingAndSavesItsStartAndWhy() async throws {
    let interactor = StubVisitSheetInteractor()
    let presenter = presenter(interactor)
    await presenter.start()
    await presenter.handle(.outcome(.notAtHome))
    let data = try #require(view.last)
    #expect(data.outcome == "not at home")
    #expect(data.lines.map(\.label) == ["Note", "Time"])
    #expect(data.focus == 0)
    for character in "Left a card" { await presenter.handle(.edit(.insert(String(character)))) }
    clock.set(VisitSheetSamples.now)
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.outcome == .notAtHome)
    #expect(saved.dressingsChanged.isEmpty && saved.assessments.isEmpty && saved.bradens.isEmpty)
    #expect(saved.note == "Left a card")
    #expect(saved.startedAt == VisitSheetSamples.now.addingTimeInterval(-1200))
    #expect(saved.deceasedOn == nil)
    #expect(router.closed == ["Visit to Dupont, Marie recorded at 10:00: not at home."])
  }

  @Test func deceasedAsksTheDayBlankIsTodayAndABadDayIsRefused() async throws {
    let interactor = StubVisitSheetInteractor()
    let presenter = presenter(interactor)
    await presenter.start()
    await presenter.handle(.outcome(.deceased))
    #expect(view.last?.lines.map(\.label) == ["Died", "Note", "Time"])
    #expect(view.last?.focus == 0)
    for character in "2025-06-31" { await presenter.handle(.edit(.insert(String(character)))) }
    await presenter.handle(.save)
    #expect(view.last?.problem == "Died: \"2025-06-31\" is not a date (YYYY-MM-DD)")
    await presenter.handle(.edit(.deleteToStart))
    for character in "2025-06-16" { await presenter.handle(.edit(.insert(String(character)))) }
    await presenter.handle(.save)
    #expect(view.last?.problem == "Died: is in the future")
    #expect(interactor.recorded.isEmpty)
    await presenter.handle(.edit(.deleteToStart))
    await presenter.handle(.save)
    #expect(interactor.recorded.first?.deceasedOn == RoundSamples.day)
    #expect(interactor.recorded.first?.outcome == .deceased)
  }

  @Test func theLibrarysRefusalOfTheDayBringsItsLineIntoFocus() async throws {
    let interactor = StubVisitSheetInteractor()
    interactor.recordError = RuleViolation(field: "deceasedOn", reason: "is after the visit")
    let presenter = presenter(interactor)
    await presenter.start()
    await presenter.handle(.outcome(.deceased))
    await presenter.handle(.focus(by: 2))
    await presenter.handle(.save)
    #expect(view.last?.problem == "Could not save: deceasedOn: is after the visit")
    #expect(view.last?.focus == 0)
  }
}

/// A clock a test moves: the sheet opens at one time and is saved at another.
final class MovingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date
  init(_ date: Date) { self.date = date }
  func now() -> Date { lock.withLock { date } }
  func set(_ date: Date) { lock.withLock { self.date = date } }
}
