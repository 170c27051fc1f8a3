import CoreTerminal
import CoreVIPER
import LibPatient
import Testing

@testable import FeaturePatients

/// `i` on the list opens the care team's inbox, when the app provides one.
@MainActor
struct PatientListInboxRouteTests {
  let router = StubListRouter()

  private func presenter(canOpenInbox: Bool) -> PatientListPresenter {
    PatientListPresenter(
      interactor: StubListInteractor(first: .success([])),
      router: router,
      search: nil,
      status: .active,
      today: { Fixtures.today },
      canOpenInbox: canOpenInbox
    )
  }

  @Test func theKeyMeansSomethingOnlyWhenThereIsAnInbox() {
    let layout = PatientListView(styling: .plain)
    let with = presenter(canOpenInbox: true).viewData
    let without = presenter(canOpenInbox: false).viewData
    #expect(layout.action(for: .character("i"), in: with) == .openInbox)
    #expect(layout.action(for: .character("i"), in: without) == nil)
    #expect(layout.keyHelp(for: with).contains(KeyHelp("i", "the team's messages")))
    #expect(!layout.keyHelp(for: without).contains { $0.keys == "i" })
  }

  @Test func openingTheInboxRoutesThereOnlyWhenThereIsOne() async {
    await presenter(canOpenInbox: false).handle(.openInbox)
    #expect(router.routes.isEmpty)
    await presenter(canOpenInbox: true).handle(.openInbox)
    #expect(router.routes == [.inbox])
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
