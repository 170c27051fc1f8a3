import CoreTerminal
import CoreTesting
import CoreVIPER
import LibPatient
import Testing

@testable import FeaturePatients

/// `m` on a patient's detail opens the care team's thread about her, when the app provides a
/// message flow.
@MainActor
struct PatientDetailMessageRouteTests {
  let view = RecordingView<PatientDetailViewData>()
  let router = StubDetailRouter()

  private func presenter(opensMessages: Bool) -> PatientDetailPresenter {
    let presenter = PatientDetailPresenter(
      id: Fixtures.id(1),
      interactor: StubDetailInteractor(.success(Fixtures.patient())),
      router: router,
      today: { Fixtures.today },
      timeZone: Fixtures.utc,
      opensMessages: opensMessages
    )
    presenter.view = view
    return presenter
  }

  @Test func mOpensHerThreadUnderHerName() async {
    let presenter = presenter(opensMessages: true)
    await presenter.start()
    await presenter.handle(.openMessages)
    #expect(router.routes == [.messages(Fixtures.id(1), name: "Dupont, Marie")])
  }

  @Test func withoutAMessageFlowOrBeforeLoadingNothingOpens() async {
    let without = presenter(opensMessages: false)
    await without.start()
    await without.handle(.openMessages)
    await presenter(opensMessages: true).handle(.openMessages)
    #expect(router.routes.isEmpty)
  }

  @Test func theKeyAndItsHelpShowOnlyWithAMessageFlow() async {
    let layout = PatientDetailView(styling: .plain)
    let with = presenter(opensMessages: true)
    await with.start()
    let without = presenter(opensMessages: false)
    await without.start()
    #expect(layout.action(for: .character("m"), in: with.viewData) == .openMessages)
    #expect(layout.action(for: .character("m"), in: without.viewData) == nil)
    #expect(
      layout.keyHelp(for: with.viewData).contains(KeyHelp("m", "messages", short: "messages"))
    )
    #expect(!layout.keyHelp(for: without.viewData).contains { $0.keys == "m" })
  }

  @Test func theRouterPushesTheAppsThread() {
    let navigator = RecordingNavigator()
    let router = PatientDetailRouter(
      navigator: navigator,
      makeEditForm: { _, _ in NamedScreen("edit") },
      makeMessages: { id, name in NamedScreen("thread \(id == Fixtures.id(1)) \(name)") }
    )
    router.route(to: .messages(Fixtures.id(1), name: "Dupont, Marie"))
    let names = navigator.pushedNames
    #expect(names == ["thread true Dupont, Marie"])
  }
}
