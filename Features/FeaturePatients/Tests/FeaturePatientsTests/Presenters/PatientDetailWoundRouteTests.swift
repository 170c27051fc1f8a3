import CoreTerminal
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
    #expect(layout.keyHelp(for: withData).contains(KeyHelp("w", "wounds")))
    #expect(!layout.keyHelp(for: without.viewData).contains { $0.keys == "w" })
  }

  @Test func theRouterPushesTheAppsWoundList() {
    let navigator = StubNavigator()
    let router = PatientDetailRouter(
      navigator: navigator,
      makeEditForm: { _, _ in PlaceholderScreen("edit") },
      makeWounds: { id, name in PlaceholderScreen("wounds \(id == Fixtures.id(1)) \(name)") }
    )
    router.route(to: .wounds(Fixtures.id(1), name: "Dupont, Marie"))
    let names = navigator.pushed.compactMap { ($0 as? PlaceholderScreen)?.name }
    #expect(names == ["wounds true Dupont, Marie"])
  }
}
