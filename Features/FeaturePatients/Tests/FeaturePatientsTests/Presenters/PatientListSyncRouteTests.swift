import CoreTerminal
import CoreVIPER
import LibPatient
import Testing

@testable import FeaturePatients

/// `s` on the list opens the team sync screen, when the app provides one.
@MainActor
struct PatientListSyncRouteTests {
  let router = StubListRouter()

  private func presenter(canOpenSync: Bool) -> PatientListPresenter {
    PatientListPresenter(
      interactor: StubListInteractor(first: .success([])),
      router: router,
      search: nil,
      status: .active,
      today: { Fixtures.today },
      canOpenSync: canOpenSync
    )
  }

  @Test func theKeyMeansSomethingOnlyWhenThereIsASyncScreen() {
    let layout = PatientListView(styling: .plain)
    let with = presenter(canOpenSync: true).viewData
    let without = presenter(canOpenSync: false).viewData
    #expect(layout.action(for: .character("s"), in: with) == .openSync)
    #expect(layout.action(for: .character("s"), in: without) == nil)
    #expect(layout.keyHelp(for: with).contains(KeyHelp("s", "sync with the team")))
    #expect(!layout.keyHelp(for: without).contains { $0.keys == "s" })
  }

  @Test func openingSyncRoutesThere() async {
    await presenter(canOpenSync: true).handle(.openSync)
    #expect(router.routes == [.sync])
  }
}
