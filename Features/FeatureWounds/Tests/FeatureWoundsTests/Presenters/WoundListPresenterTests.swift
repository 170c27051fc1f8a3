import CoreTesting
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

final class StubWoundListInteractor: WoundListInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var _result: Result<[WoundListItem], Error>
  private(set) var calls = 0

  init(_ result: Result<[WoundListItem], Error>) { _result = result }

  var result: Result<[WoundListItem], Error> {
    get { lock.withLock { _result } }
    set { lock.withLock { _result = newValue } }
  }

  func wounds(of patientID: Patient.ID) async throws -> [WoundListItem] {
    lock.withLock { calls += 1 }
    return try result.get()
  }
}

@MainActor
final class StubWoundListRouter: WoundListRouting {
  private(set) var routes: [WoundListRoute] = []
  func route(to route: WoundListRoute) { routes.append(route) }
}

@MainActor
struct WoundListPresenterTests {
  let view = RecordingView<WoundListViewData>()
  let router = StubWoundListRouter()

  static let items = [
    WoundListItem(
      wound: Fixtures.wound(1, status: .healed(on: CalendarDateFixture.june10)),
      lastAssessedAt: Fixtures.noon("2025-06-10"),
      lastArea: SquareCentimetres(tenths: 0),
      lastPush: 0,
      trajectory: .onTrack
    ),
    WoundListItem(
      wound: Fixtures.wound(2, type: .pressureInjury, site: .sacrum, stage: .stage3),
      lastAssessedAt: Fixtures.noon("2025-06-01"),
      lastArea: SquareCentimetres(tenths: 125),
      lastPush: 12,
      trajectory: .offTrack,
      isOverdue: true
    ),
    WoundListItem(wound: Fixtures.wound(3, type: .skinTear, site: .rightFoot)),
  ]

  func makePresenter(_ result: Result<[WoundListItem], Error>) -> (
    WoundListPresenter, StubWoundListInteractor
  ) {
    let interactor = StubWoundListInteractor(result)
    let presenter = WoundListPresenter(
      patientID: Fixtures.patientID(100),
      patientName: "Dupont, Marie",
      interactor: interactor,
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return (presenter, interactor)
  }

  private var rows: [WoundListViewData.Row] {
    view.last?.content.rows.map(Array.init) ?? []
  }

  @Test func loadsOpenWoundsFirstWithTheirFlags() async {
    let (presenter, _) = makePresenter(.success(Self.items))
    #expect(presenter.viewData.content == .loading)
    await presenter.start()
    #expect(view.last?.title == "Wounds of Dupont, Marie")
    #expect(view.last?.countLabel == "3 wounds")
    #expect(rows.map(\.id) == [Fixtures.id(2), Fixtures.id(3), Fixtures.id(1)])
    #expect(rows[0].type == "PI 3")
    #expect(rows[0].shortID == String(rows[0].id.uuidString.lowercased().prefix(8)))
    #expect(rows[0].lastAssessed == "2025-06-01")
    #expect(rows[0].area == "12.5")
    #expect(rows[0].push == "12")
    #expect(rows[0].flag == "OVERDUE+OFF TRACK")
    #expect(rows[0].needsAttention)
    #expect(rows[1].lastAssessed == "never")
    #expect(rows[1].area == "—")
    #expect(rows[1].flag == "")
    #expect(rows[2].flag == "healed 2025-06-10")
    #expect(!rows[2].needsAttention)
    #expect(view.last?.selectedIndex == 0)
  }

  @Test func anEmptyListSaysHowToAdd() async {
    let (presenter, _) = makePresenter(.success([]))
    await presenter.start()
    guard case .empty(let message, let hint) = view.last?.content else {
      Issue.record("expected the empty state")
      return
    }
    #expect(message == "No wounds recorded for this patient.")
    #expect(hint == "Press a to add one.", "apart, so that a printed list leaves it out")
    #expect(view.last?.selectedID == nil)
  }

  @Test func aFailedReadShowsTheError() async {
    let (presenter, _) = makePresenter(.failure(Fixtures.StubError()))
    await presenter.start()
    #expect(
      view.last?.content == .failed(message: "Could not read the wounds: disk I/O error")
    )
  }

  @Test func movesWithinTheRowsAndOpensTheSelectedOne() async {
    let (presenter, _) = makePresenter(.success(Self.items))
    await presenter.start()
    await presenter.handle(.move(.up))
    #expect(view.last?.selectedIndex == 0)
    await presenter.handle(.move(.down))
    await presenter.handle(.move(.down))
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedIndex == 2)
    #expect(view.last?.selectedID == Fixtures.id(1))
    await presenter.handle(.open(Fixtures.id(1)))
    await presenter.handle(.assess(Fixtures.id(1)))
    await presenter.handle(.back)
    #expect(router.routes == [.detail(Fixtures.id(1)), .assess(Fixtures.id(1)), .back])
  }

  @Test func reloadShowsTheNewAssessment() async {
    let (presenter, interactor) = makePresenter(.success([Self.items[2]]))
    await presenter.start()
    #expect(rows.first?.lastAssessed == "never")
    var assessed = Self.items[2]
    assessed.lastAssessedAt = Fixtures.noon("2025-06-15")
    interactor.result = .success([assessed])
    await presenter.reload()
    #expect(interactor.calls == 2)
    #expect(rows.first?.lastAssessed == "2025-06-15")
  }
}

enum CalendarDateFixture {
  static let june10 = CalendarDate("2025-06-10")!
}
