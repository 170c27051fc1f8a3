import CoreTerminal
import CoreTesting
import CoreVIPER
import LibPatient
import Testing

@testable import FeaturePatients

/// A patient's detail lists her wounds and `w` opens them, when the app provides a wound flow.
@MainActor
struct PatientDetailWoundRouteTests {
  let view = RecordingView<PatientDetailViewData>()
  let router = StubDetailRouter()
  static let lines = ["venous-leg-ulcer  left-lower-leg  12.0 cm²  PUSH 9  overdue"]

  private func presenter(opensWounds: Bool) -> PatientDetailPresenter {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    interactor.wounds = opensWounds ? Self.lines : []
    let presenter = PatientDetailPresenter(
      id: Fixtures.id(1),
      interactor: interactor,
      router: router,
      today: { Fixtures.today },
      timeZone: Fixtures.utc,
      opensWounds: opensWounds
    )
    presenter.view = view
    return presenter
  }

  private var record: PatientDetailViewData.Record? {
    guard case .patient(let record) = view.last?.content else { return nil }
    return record
  }

  @Test func theDetailListsHerWoundsAndWOpensThemUnderHerName() async {
    let presenter = presenter(opensWounds: true)
    await presenter.start()
    #expect(record?.wounds == Self.lines)
    #expect(record?.opensWounds == true)
    await presenter.handle(.openWounds)
    #expect(router.routes == [.wounds(Fixtures.id(1), name: "Dupont, Marie")])
  }

  @Test func withoutAWoundFlowTheKeyDoesNothing() async {
    let presenter = presenter(opensWounds: false)
    await presenter.start()
    #expect(record?.opensWounds == false)
    await presenter.handle(.openWounds)
    #expect(router.routes.isEmpty)
  }

  @Test func nothingOpensBeforeThePatientIsLoaded() async {
    await presenter(opensWounds: true).handle(.openWounds)
    #expect(router.routes.isEmpty)
  }

  @Test func theKeyAndItsHelpShowOnlyWithAWoundFlow() async {
    let layout = PatientDetailView(styling: .plain)
    let with = presenter(opensWounds: true)
    await with.start()
    let withData = with.viewData
    let without = presenter(opensWounds: false)
    await without.start()
    #expect(layout.action(for: .character("w"), in: withData) == .openWounds)
    #expect(layout.action(for: .character("w"), in: without.viewData) == nil)
    #expect(layout.keyHelp(for: withData).contains(KeyHelp("w", "wounds", short: "wounds")))
    #expect(!layout.keyHelp(for: without.viewData).contains { $0.keys == "w" })
  }

  @Test func theRouterPushesTheAppsWoundListAndReloadsWhenItIsLeft() {
    let navigator = OneScreenNavigator()
    let router = PatientDetailRouter(
      navigator: navigator,
      makeEditForm: { _, _ in NamedScreen("edit") },
      makeWounds: { id, name in NamedScreen("wounds \(id == Fixtures.id(1)) \(name)") }
    )
    var left = 0
    router.onWoundsLeft = { left += 1 }
    router.route(to: .wounds(Fixtures.id(1), name: "Dupont, Marie"))
    let size = TerminalSize(columns: 40, rows: 5)
    #expect(navigator.top?.render(size: size) == ["wounds true Dupont, Marie"])
    #expect(left == 0)

    navigator.pop()
    #expect(left == 1, "the detail reads her wounds again")
  }
}

/// A Navigator holding only the screen on top, freed when popped as the real one frees it.
@MainActor
final class OneScreenNavigator: Navigating {
  private(set) var top: (any Screen)?
  func push(_ screen: any Screen) { top = screen }
  func pop() { top = nil }
  func quit() { top = nil }
}
