import CoreTerminal
import CoreVIPER
import LibPatient
import Testing

@testable import FeaturePatients

/// The list's routes into other flows: `s` opens the team sync screen and `i` the care team's
/// inbox, each only when the app provides it.
@MainActor
struct PatientListRouteTests {
  struct Crossing: Sendable, CustomStringConvertible {
    var key: Character
    var action: PatientListAction
    var route: PatientListRoute
    var help: KeyHelp
    var description: String { "\(key)" }
  }

  nonisolated static let crossings = [
    Crossing(key: "s", action: .openSync, route: .sync, help: KeyHelp("s", "sync with the team")),
    Crossing(
      key: "i",
      action: .openInbox,
      route: .inbox,
      help: KeyHelp("i", "the team's messages")
    ),
  ]

  let router = StubListRouter()

  private func presenter(offering crossing: Crossing?) -> PatientListPresenter {
    PatientListPresenter(
      interactor: StubListInteractor(first: .success([])),
      router: router,
      search: nil,
      status: .active,
      today: { Fixtures.today },
      canOpenSync: crossing?.route == .sync,
      canOpenInbox: crossing?.route == .inbox
    )
  }

  @Test(arguments: crossings)
  func theKeyMeansSomethingOnlyWhenTheAppProvidesTheScreen(_ crossing: Crossing) {
    let layout = PatientListView(styling: .plain)
    let with = presenter(offering: crossing).viewData
    let without = presenter(offering: nil).viewData
    #expect(layout.action(for: .character(crossing.key), in: with) == crossing.action)
    #expect(layout.action(for: .character(crossing.key), in: without) == nil)
    #expect(layout.keyHelp(for: with).contains(crossing.help))
    #expect(!layout.keyHelp(for: without).contains { $0.keys == crossing.help.keys })
  }

  @Test(arguments: crossings)
  func theActionRoutesThere(_ crossing: Crossing) async {
    await presenter(offering: crossing).handle(crossing.action)
    #expect(router.routes == [crossing.route])
  }

  @Test func withoutAnInboxTheActionGoesNowhere() async {
    await presenter(offering: nil).handle(.openInbox)
    #expect(router.routes.isEmpty)
  }

  @Test func theRouterPushesTheAppsInbox() {
    let navigator = StubNavigator()
    let router = PatientListRouter(
      navigator: navigator,
      makeDetail: { _ in PlaceholderScreen("detail") },
      makeAddForm: { PlaceholderScreen("add") },
      makeInbox: { PlaceholderScreen("inbox") }
    )
    router.route(to: .inbox)
    #expect(navigator.pushed.compactMap { ($0 as? PlaceholderScreen)?.name } == ["inbox"])
  }
}
