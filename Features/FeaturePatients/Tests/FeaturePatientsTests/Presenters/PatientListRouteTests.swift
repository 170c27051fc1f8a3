import CoreTerminal
import CoreTesting
import CoreVIPER
import LibPatient
import Testing

@testable import FeaturePatients

/// The list's routes into other flows (the team sync screen, the care team's inbox, the wound
/// alerts): each key means something only when the app provides its screen.
@MainActor
struct PatientListRouteTests {
  nonisolated static let crossings = [
    KeyHelp("s", "sync with the team"),
    KeyHelp("i", "the team's messages"),
    KeyHelp("!", "wounds overdue or off track"),
  ]

  let router = StubListRouter()

  private func presenter(offering crossings: [KeyHelp]) -> PatientListPresenter {
    PatientListPresenter(
      interactor: StubListInteractor(first: .success([])),
      router: router,
      search: nil,
      status: .active,
      today: { Fixtures.today },
      crossings: crossings
    )
  }

  @Test(arguments: crossings)
  func theKeyMeansSomethingOnlyWhenTheAppProvidesTheScreen(_ crossing: KeyHelp) throws {
    let key = try #require(crossing.keys.first)
    let layout = PatientListView(styling: .plain)
    let with = presenter(offering: [crossing]).viewData
    let without = presenter(offering: []).viewData
    #expect(layout.action(for: .character(key), in: with) == .cross(key))
    #expect(layout.action(for: .character(key), in: without) == nil)
    #expect(layout.keyHelp(for: with).contains(crossing))
    #expect(!layout.keyHelp(for: without).contains { $0.keys == crossing.keys })
  }

  @Test(arguments: crossings)
  func theActionRoutesThere(_ crossing: KeyHelp) async throws {
    let key = try #require(crossing.keys.first)
    await presenter(offering: Self.crossings).handle(.cross(key))
    #expect(router.routes == [.crossing(key)])
  }

  @Test func aKeyTheAppDoesNotProvideGoesNowhere() async {
    await presenter(offering: [KeyHelp("s", "sync with the team")]).handle(.cross("i"))
    #expect(router.routes.isEmpty)
  }

  @Test func theListsOwnKeysComeBeforeAnyCrossing() {
    let layout = PatientListView(styling: .plain)
    let data = presenter(offering: [KeyHelp("a", "a clash"), KeyHelp("/", "a clash")]).viewData
    #expect(layout.action(for: .character("a"), in: data) == .add)
    #expect(layout.action(for: .character("/"), in: data) == .startSearch)
  }

  @Test func theRouterPushesTheScreenOfTheKey() {
    let navigator = RecordingNavigator()
    let router = PatientListRouter(
      navigator: navigator,
      makeDetail: { _ in NamedScreen("detail") },
      makeAddForm: { NamedScreen("add") },
      crossings: [
        Crossing(key: "i", purpose: "inbox") { NamedScreen("inbox") },
        Crossing(key: "!", purpose: "alerts") { NamedScreen("alerts") },
      ]
    )
    router.route(to: .crossing("!"))
    router.route(to: .crossing("i"))
    router.route(to: .crossing("z"))
    #expect(
      navigator.pushedNames == ["alerts", "inbox"]
    )
  }
}
