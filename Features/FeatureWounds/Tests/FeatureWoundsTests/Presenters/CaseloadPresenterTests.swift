import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

final class StubCaseloadInteractor: CaseloadInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Result<[CaseloadEntry], Error>]

  init(_ answers: Result<[CaseloadEntry], Error>...) { self.answers = answers }

  func caseload() async throws -> [CaseloadEntry] {
    try lock.withLock { answers.count > 1 ? answers.removeFirst() : answers[0] }.get()
  }
}

/// The team's caseload: ranked as LibWound gives it, reasons in words, filtered by nurse and by
/// reason, hostile text shown escaped, Enter opens the wound.
@MainActor
struct CaseloadPresenterTests {
  let view = RecordingView<CaseloadViewData>()
  let router = StubWoundOpeningRouter()

  static func entry(
    _ number: Int,
    family: String = "Dupont",
    nurse: String?,
    reasons: [CaseloadReason],
    assessed: String? = "2025-05-29"
  ) -> CaseloadEntry {
    CaseloadEntry(
      wound: Fixtures.wound(number, site: .sacrum),
      givenName: "Marie",
      familyName: family,
      lastAssessedBy: nurse,
      lastAssessedAt: assessed.map(Fixtures.noon),
      lastArea: nil,
      lastPush: nil,
      reasons: reasons,
      since: Fixtures.noon(assessed ?? "2025-05-01")
    )
  }

  static let infected = entry(1, family: "Ro\u{1b}[2Jux", nurse: "anna", reasons: [.deepInfection])
  static let late = entry(2, family: "Martin", nurse: "Bea", reasons: [.overdue, .noPlan])
  static let quiet = entry(3, family: "Petit", nurse: "ANNA", reasons: [])
  static let unseen = entry(4, family: "Blanc", nurse: nil, reasons: [.overdue], assessed: nil)

  func makePresenter(
    _ interactor: StubCaseloadInteractor,
    filter: CaseloadFilter = CaseloadFilter()
  ) -> CaseloadPresenter {
    let presenter = CaseloadPresenter(
      interactor: interactor,
      router: router,
      filter: filter,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  func rows() -> [CaseloadViewData.Row] {
    view.last?.content.rows.map(Array.init) ?? []
  }

  @Test func listsEachWoundWithItsReasonsInWordsAndItsNurse() async {
    let presenter = makePresenter(
      StubCaseloadInteractor(.success([Self.infected, Self.late, Self.quiet, Self.unseen]))
    )
    #expect(presenter.viewData == .loading)
    await presenter.start()
    let rows = rows()
    #expect(view.last?.detail == "4 wounds")
    #expect(view.last?.filter == "all wounds")
    #expect(rows[0].patient == "Ro␛[2Jux, Marie", "control characters shown escaped")
    #expect(rows[0].why == "deep infection")
    #expect(rows[0].words == "deep infection suspected: tell the physician today")
    #expect(rows[1].why == "overdue, no plan")
    #expect(rows[1].words == "overdue for an assessment; no care plan")
    #expect(rows[1].nurse == "Bea")
    #expect(rows[2].why == "—")
    #expect(rows[2].words == "nothing calls for attention")
    #expect(rows[3].nurse == "—")
    #expect(rows[3].lastAssessed == "never")
    #expect(rows[0].wound == WoundText.title(Fixtures.wound(1, site: .sacrum)))
  }

  /// A visit missed yesterday shows beside the reasons, with why; it ranks nothing.
  @Test func aVisitMissedYesterdayShowsBesideTheReasons() async {
    var missed = Self.late
    missed.missedVisit = MissedVisit(day: CalendarDate("2025-05-30")!, reason: .notAtHome)
    var quiet = Self.quiet
    quiet.missedVisit = MissedVisit(day: CalendarDate("2025-05-30")!, reason: nil)
    let presenter = makePresenter(StubCaseloadInteractor(.success([missed, quiet])))
    await presenter.start()
    let rows = rows()
    #expect(rows[0].why == "overdue, no plan, missed visit")
    #expect(
      rows[0].words
        == "overdue for an assessment; no care plan; visit missed yesterday: not at home"
    )
    #expect(rows[1].why == "missed visit")
    #expect(rows[1].words == "visit missed yesterday: no reason recorded")
  }

  @Test func nKeepsEachNurseInTurnWhateverHerCaseThenAll() async {
    let presenter = makePresenter(
      StubCaseloadInteractor(.success([Self.infected, Self.late, Self.quiet, Self.unseen]))
    )
    await presenter.start()
    await presenter.handle(.nextNurse)
    #expect(view.last?.filter == "nurse anna")
    #expect(rows().map(\.patient) == ["Ro␛[2Jux, Marie", "Petit, Marie"])
    await presenter.handle(.nextNurse)
    #expect(view.last?.filter == "nurse Bea")
    #expect(rows().map(\.patient) == ["Martin, Marie"])
    await presenter.handle(.nextNurse)
    #expect(view.last?.filter == "all wounds")
    #expect(rows().count == 4)
  }

  @Test func rKeepsEachReasonInTurnAndXShowsAllAgain() async {
    let presenter = makePresenter(
      StubCaseloadInteractor(.success([Self.infected, Self.late, Self.quiet, Self.unseen]))
    )
    await presenter.start()
    await presenter.handle(.nextReason)
    #expect(view.last?.filter == "deep-infection")
    #expect(rows().count == 1)
    await presenter.handle(.nextReason)
    #expect(view.last?.filter == "off-trajectory")
    #expect(
      view.last?.content == .empty(message: "No open wound matches. x shows every wound."),
      "open wounds, none with that reason"
    )
    await presenter.handle(.nextReason)
    await presenter.handle(.nextReason)
    #expect(view.last?.filter == "overdue")
    #expect(rows().map(\.patient) == ["Martin, Marie", "Blanc, Marie"])
    await presenter.handle(.clearFilter)
    #expect(view.last?.filter == "all wounds")
    #expect(rows().count == 4)
  }

  @Test func startsWithTheFilterItIsGiven() async {
    let presenter = makePresenter(
      StubCaseloadInteractor(.success([Self.infected, Self.late, Self.quiet, Self.unseen])),
      filter: CaseloadFilter(nurse: "bea", reasons: [.noPlan, .overdue])
    )
    await presenter.start()
    #expect(view.last?.filter == "nurse bea · overdue, no-plan")
    #expect(rows().map(\.patient) == ["Martin, Marie"])
    await presenter.handle(.nextReason)
    #expect(view.last?.filter == "nurse bea", "several reasons: next is every reason")
  }

  @Test func theSelectionFollowsItsWoundAndEnterOpensIt() async {
    let presenter = makePresenter(
      StubCaseloadInteractor(
        .success([Self.infected, Self.late, Self.quiet]),
        .success([Self.late, Self.infected, Self.quiet])
      )
    )
    await presenter.start()
    await presenter.handle(.move(.down))
    await presenter.reload()
    guard let selected = view.last?.selectedIndex else {
      Issue.record("not loaded")
      return
    }
    #expect(selected == 0, "Martin's wound moved up; the selection went with it")
    await presenter.handle(.open)
    await presenter.handle(.back)
    #expect(router.routes == [.wound(Fixtures.id(2)), .back])
  }

  @Test func emptyAndFailed() async {
    let empty = makePresenter(StubCaseloadInteractor(.success([])))
    await empty.start()
    #expect(view.last?.content == .empty(message: "No open wound in the team's store."))
    await empty.handle(.open)
    #expect(router.routes.isEmpty)
    let failed = makePresenter(
      StubCaseloadInteractor(.failure(WoundLookupError.woundNotFound(Fixtures.id(1))))
    )
    await failed.start()
    guard case .failed(let message) = view.last?.content else {
      Issue.record("not failed")
      return
    }
    #expect(message.hasPrefix("Could not read the wounds"))
    await failed.handle(.back)
    #expect(router.routes == [.back])
  }
}
