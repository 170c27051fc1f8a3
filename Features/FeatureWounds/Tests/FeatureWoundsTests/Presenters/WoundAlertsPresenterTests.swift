import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

final class StubWoundAlertsInteractor: WoundAlertsInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Result<[WoundAlertItem], Error>]

  init(_ answers: Result<[WoundAlertItem], Error>...) { self.answers = answers }

  func alerts() async throws -> [WoundAlertItem] {
    try lock.withLock { answers.count > 1 ? answers.removeFirst() : answers[0] }.get()
  }
}

/// Records where a list of wounds (the alerts, the caseload) sent the nurse.
@MainActor
final class StubWoundOpeningRouter: WoundOpeningRouting {
  private(set) var routes: [WoundOpeningRoute] = []
  func route(to route: WoundOpeningRoute) { routes.append(route) }
}

/// The alerts of every patient: listed, the selection kept on its wound, Enter opens it.
@MainActor
struct WoundAlertsPresenterTests {
  let view = RecordingView<WoundAlertsViewData>()
  let router = StubWoundOpeningRouter()

  static func item(
    _ number: Int,
    name: String?,
    overdue: Bool,
    offTrack: Bool,
    deepInfection: Bool = false
  ) -> WoundAlertItem {
    WoundAlertItem(
      summary: WoundListItem(
        wound: Fixtures.wound(number, site: .sacrum),
        lastAssessedAt: Fixtures.noon("2025-05-29"),
        trajectory: offTrack ? .offTrack : .onTrack,
        isOverdue: overdue,
        isDeepInfectionSuspected: deepInfection
      ),
      patientName: name
    )
  }

  static let dupont = item(1, name: "Dupont, Ma\u{7}rie", overdue: true, offTrack: true)
  static let martin = item(2, name: "Martin, Jean", overdue: true, offTrack: false)
  static let unnamed = item(3, name: nil, overdue: false, offTrack: true)

  func makePresenter(_ interactor: StubWoundAlertsInteractor) -> WoundAlertsPresenter {
    let presenter = WoundAlertsPresenter(
      interactor: interactor,
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  @Test func listsEachWoundWithWhyItNeedsTheNurse() async throws {
    let presenter = makePresenter(
      StubWoundAlertsInteractor(.success([Self.dupont, Self.martin, Self.unnamed]))
    )
    await presenter.start()
    guard let rows = view.last?.content.rows, let selected = view.last?.selectedIndex else {
      Issue.record("not loaded")
      return
    }
    #expect(selected == 0)
    #expect(view.last?.detail == "3 wounds")
    #expect(rows[0].patient == "Dupont, Ma␇rie", "control characters made visible")
    #expect(rows[0].why == "overdue; off track")
    #expect(rows[0].lastAssessed == "2025-05-29")
    #expect(rows[1].why == "overdue")
    #expect(rows[2].patient == WoundText.shortID(Fixtures.patientID(100)), "no name: her id")
    #expect(rows[2].why == "off track")
  }

  @Test func aDeepInfectionSaysToTellThePhysicianTodayFirst() async throws {
    let infected = Self.item(
      4,
      name: "Roux, Léa",
      overdue: true,
      offTrack: false,
      deepInfection: true
    )
    let presenter = makePresenter(StubWoundAlertsInteractor(.success([infected])))
    await presenter.start()
    guard let rows = view.last?.content.rows else {
      Issue.record("not loaded")
      return
    }
    #expect(rows[0].why == "tell the physician today: deep infection suspected; overdue")
  }

  @Test func enterOpensTheSelectedWoundAndTheSelectionFollowsItAfterAReload() async {
    let presenter = makePresenter(
      StubWoundAlertsInteractor(
        .success([Self.dupont, Self.martin, Self.unnamed]),
        .success([Self.martin, Self.unnamed])
      )
    )
    await presenter.start()
    await presenter.handle(.move(.down))
    await presenter.handle(.move(.pageDown(rows: 5)))
    await presenter.handle(.open)
    #expect(router.routes == [.wound(Fixtures.id(3))])
    // Dupont's wound was assessed from here: the rows shift, the selection stays on its wound.
    await presenter.reload()
    guard let selected = view.last?.selectedIndex else {
      Issue.record("not loaded")
      return
    }
    #expect(selected == 1)
    await presenter.handle(.back)
    #expect(router.routes.last == .back)
  }

  /// Issue 27, item 11: the alerts took neither G/End nor g/Home; they read every list's keys.
  @Test func endAndHomeGoToTheLastAndFirstWound() async {
    let presenter = makePresenter(
      StubWoundAlertsInteractor(.success([Self.dupont, Self.martin, Self.unnamed]))
    )
    await presenter.start()
    let layout = WoundAlertsView(styling: .plain)
    let data = presenter.viewData
    #expect(layout.action(for: .end, in: data) == .move(.last))
    #expect(layout.action(for: .character("G"), in: data) == .move(.last))
    #expect(layout.action(for: .home, in: data) == .move(.first))
    #expect(layout.action(for: .character("g"), in: data) == .move(.first))
    #expect(layout.keyHelp(for: data).contains(KeyHelp("Home g / End G", "first / last")))
    await presenter.handle(.move(.last))
    guard let last = view.last?.selectedIndex else {
      Issue.record("no rows")
      return
    }
    #expect(last == 2)
    await presenter.handle(.move(.first))
    guard let first = view.last?.selectedIndex else {
      Issue.record("no rows")
      return
    }
    #expect(first == 0)
  }

  @Test func noAlertIsSaidPlainly() async {
    let presenter = makePresenter(StubWoundAlertsInteractor(.success([])))
    await presenter.start()
    #expect(view.last?.content == .empty(message: WoundAlertsViewData.nothingNeedsAttention))
    await presenter.handle(.open)
    #expect(router.routes.isEmpty)
  }

  @Test func aFailedReadShowsTheError() async {
    let presenter = makePresenter(StubWoundAlertsInteractor(.failure(Fixtures.StubError())))
    await presenter.start()
    #expect(view.last?.content == .failed(message: "Could not read the wounds: disk I/O error"))
  }
}
