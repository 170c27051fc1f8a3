import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureToday

final class StubTodayInteractor: TodayInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var _rounds: [Result<DayRound, Error>]
  private(set) var voided: [Visit.ID] = []
  private(set) var days: [CalendarDate?] = []
  var voidError: Error?

  /// Answers each read with the next round, the last one again once they run out.
  init(_ rounds: Result<DayRound, Error>...) { _rounds = rounds }

  func round(on day: CalendarDate?) async throws -> DayRound {
    try lock.withLock {
      days.append(day)
      let next = _rounds.count > 1 ? _rounds.removeFirst() : _rounds[0]
      return try next.get()
    }
  }

  func voidVisit(_ visitID: Visit.ID) async throws {
    try lock.withLock {
      if let voidError { throw voidError }
      voided.append(visitID)
    }
  }
}

@MainActor
final class StubTodayRouter: TodayRouting {
  private(set) var routes: [TodayRoute] = []
  func route(to route: TodayRoute) { routes.append(route) }
}

struct Failure: Error, CustomStringConvertible {
  var description: String { "disk I/O error" }
}

@MainActor
struct TodayPresenterTests {
  let view = RecordingView<TodayViewData>()
  let router = StubTodayRouter()

  func presenter(_ interactor: StubTodayInteractor, day: CalendarDate? = nil) -> TodayPresenter {
    let presenter = TodayPresenter(
      day: day,
      interactor: interactor,
      router: router,
      title: { TodayText.title(day: $0 ?? RoundSamples.day, isToday: $0 == nil) },
      timeZone: RoundSamples.utc
    )
    presenter.view = view
    return presenter
  }

  @Test func theRoundShowsEachPatientInOrderWithWhatIsDueAndHerBadges() async throws {
    let interactor = StubTodayInteractor(.success(RoundSamples.round))
    let presenter = presenter(interactor)
    #expect(presenter.viewData == .loading(title: "Today, Sunday 2025-06-15"))
    await presenter.start()
    let data = try #require(view.last)
    #expect(data.countLabel == "3 patients")
    guard case .rows(let rows) = data.content else {
      Issue.record("no rows")
      return
    }
    #expect(rows.map(\.name) == ["Dupont, Marie", "Martin, Paul", "Roux, Léa"])
    #expect(rows[0].due == "dressing left-heel due · Braden (never)")
    #expect(rows[0].place == "75002 2 rue des Lilas")
    #expect(rows[1].badges == ["OVERDUE", "2 UNREAD"])
    #expect(rows[1].isUrgent)
    #expect(rows[2].badges == ["INFECTION"])
    #expect(data.selectedID == RoundSamples.marie)
  }

  @Test func enterOpensThePatientAndPOpensTheList() async {
    let presenter = presenter(StubTodayInteractor(.success(RoundSamples.round)))
    await presenter.start()
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedID == RoundSamples.paul)
    await presenter.handle(.open(RoundSamples.paul))
    await presenter.handle(.patients)
    #expect(router.routes == [.patient(RoundSamples.paul, name: "Martin, Paul"), .patients])
  }

  @Test func hOpensTheHandover() async {
    let presenter = presenter(StubTodayInteractor(.success(RoundSamples.round)))
    await presenter.start()
    #expect(TodayView(styling: .plain).action(for: .character("h"), in: view.last!) == .handover)
    await presenter.handle(.handover)
    #expect(router.routes == [.handover])
  }

  /// Today is the working home: sync, messages and alerts open from it with the keys the
  /// patient list uses, and the view says so.
  @Test func theAppsCrossingsOpenFromTheRound() async throws {
    let crossings = [KeyHelp("s", "sync with the team"), KeyHelp("i", "the team's messages")]
    let presenter = TodayPresenter(
      day: nil,
      interactor: StubTodayInteractor(.success(RoundSamples.round)),
      router: router,
      title: { _ in "Today" },
      crossings: crossings
    )
    presenter.view = view
    await presenter.start()
    let data = try #require(view.last)
    #expect(data.crossings == crossings)
    let layout = TodayView(styling: .plain)
    #expect(layout.action(for: .character("s"), in: data) == .crossing("s"))
    #expect(layout.action(for: .character("x"), in: data) == nil, "no crossing on x")
    #expect(layout.keyHelp(for: data).contains(KeyHelp("i", "the team's messages")))
    await presenter.handle(.crossing("s"))
    await presenter.handle(.crossing("x"))
    #expect(router.routes == [.crossing("s")])
  }

  @Test func vOpensTheVisitSheetWithTheDressingsDueInTheRoundsWords() async throws {
    let presenter = presenter(StubTodayInteractor(.success(RoundSamples.round)))
    await presenter.start()
    await presenter.handle(.visit(RoundSamples.marie))
    let sheet = VisitSheetPatient(
      id: RoundSamples.marie,
      name: "Dupont, Marie",
      dressingsDue: [.init(woundID: RoundSamples.heel, due: "dressing left-heel due")]
    )
    #expect(router.routes == [.visitSheet(sheet)])
    presenter.showSaved("Visit to Dupont, Marie recorded at 10:00.")
    await presenter.reload()
    #expect(view.last?.status == "Visit to Dupont, Marie recorded at 10:00.")
  }

  /// VISITED is the store's: a round read afresh (after a restart) badges the patients whose
  /// visit of the day counts, and names who visited and when.
  @Test func visitedComesFromTheRoundAndNamesWhoAndWhen() async throws {
    let presenter = presenter(StubTodayInteractor(.success(RoundSamples.visited)))
    await presenter.start()
    guard case .rows(let rows) = view.last?.content else {
      Issue.record("no rows")
      return
    }
    #expect(rows[0].badges == ["VISITED"])
    #expect(rows[1].badges == ["OVERDUE", "2 UNREAD"])
    #expect(view.last?.selectedVisit == "Visited at 09:12 by anna")
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedVisit == nil)
  }

  @Test func xVoidsTheDaysVisitAfterAYesAndANoLeavesIt() async throws {
    let interactor = StubTodayInteractor(.success(RoundSamples.visited))
    let presenter = presenter(interactor)
    await presenter.start()
    await presenter.handle(.void(RoundSamples.marie))
    #expect(
      view.last?.question
        == "Void the visit to Dupont, Marie at 09:12 by anna? It stays, counting for nothing. (y/n)"
    )
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedIndex == 0, "only y or n while the question waits")
    await presenter.handle(.decline)
    #expect(view.last?.question == nil)
    #expect(interactor.voided.isEmpty)
    await presenter.handle(.void(RoundSamples.marie))
    await presenter.handle(.confirm)
    #expect(interactor.voided == [RoundSamples.morning])
    #expect(interactor.days.count == 2)
    #expect(view.last?.status == "Visit to Dupont, Marie at 09:12 by anna voided.")
    interactor.voidError = RuleViolation(field: "voids", reason: "is voided already")
    await presenter.handle(.void(RoundSamples.marie))
    await presenter.handle(.confirm)
    #expect(view.last?.status == "Could not void the visit: voids: is voided already")
  }

  @Test func anEmptyRoundAFailureAndAnotherDaySayWhatTheyAre() async throws {
    let empty = DayRound(day: RoundSamples.day, entries: [], isSavedOrder: false)
    let presenter = presenter(StubTodayInteractor(.success(empty)))
    await presenter.start()
    #expect(view.last?.countLabel == "0 patients")
    guard case .empty = view.last?.content else {
      Issue.record("not empty")
      return
    }
    let failing = self.presenter(StubTodayInteractor(.failure(Failure())))
    await failing.start()
    #expect(view.last?.content == .failed(message: "Could not read the round: disk I/O error"))
    let monday = CalendarDate("2025-06-16")!
    let interactor = StubTodayInteractor(.success(RoundSamples.saved))
    let other = self.presenter(interactor, day: monday)
    await other.start()
    #expect(interactor.days == [monday])
    #expect(view.last?.title == "Round of Monday 2025-06-16")
    #expect(view.last?.countLabel == "3 patients, your order")
  }

  @Test func hostileTextIsShownVisible() async throws {
    var entry = RoundSamples.round.entries[0]
    entry.familyName = "Du\u{1B}[2Jpont"
    let round = DayRound(day: RoundSamples.day, entries: [entry], isSavedOrder: false)
    let presenter = presenter(StubTodayInteractor(.success(round)))
    await presenter.start()
    guard case .rows(let rows) = view.last?.content else {
      Issue.record("no rows")
      return
    }
    #expect(!rows[0].name.contains("\u{1B}"))
  }
}
