import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// PgUp/PgDn, Home/g and End/G on a long list, and the badges the app lends.
@MainActor
struct PatientListPagingTests {
  let view = RecordingView<PatientListViewData>()
  let router = StubListRouter()
  let many = (1...1_000).map { Fixtures.summary("Given\($0)", "Family\($0)", id: $0) }

  func makePresenter(
    _ list: [PatientSummary],
    badges: PatientBadges? = nil
  ) -> PatientListPresenter {
    let interactor = StubListInteractor(first: .success(list))
    if let badges { interactor.stubBadges = badges }
    let presenter = PatientListPresenter(
      interactor: interactor,
      router: router,
      search: nil,
      status: .active,
      today: { Fixtures.today },
      showsBadges: badges != nil
    )
    presenter.view = view
    return presenter
  }

  @Test func pagesTopAndBottomMoveTheSelectionAndEnterOpensThatPatient() async {
    let presenter = makePresenter(many)
    await presenter.start()
    await presenter.handle(.move(.pageDown(rows: 20)))
    #expect(view.last?.selectedIndex == 20)
    await presenter.handle(.move(.pageDown(rows: 20)))
    await presenter.handle(.move(.pageUp(rows: 20)))
    #expect(view.last?.selectedIndex == 20)
    await presenter.handle(.move(.last))
    #expect(view.last?.selectedIndex == 999)
    #expect(view.last?.selectedID == Fixtures.id(1_000))
    await presenter.handle(.move(.pageDown(rows: 20)))
    #expect(view.last?.selectedIndex == 999, "the last row is as far as a page goes")
    await presenter.handle(.move(.first))
    #expect(view.last?.selectedIndex == 0)
    await presenter.handle(.move(.pageUp(rows: 20)))
    #expect(view.last?.selectedIndex == 0)
  }

  @Test func movingOnAnEmptyListDoesNothing() async {
    let presenter = makePresenter([])
    await presenter.start()
    await presenter.handle(.move(.last))
    #expect(view.last?.selectedIndex == nil)
  }

  @Test func badgesMarkUnreadMessagesAndOverdueWounds() async {
    let badges = PatientBadges(unread: [Fixtures.id(1): 2], overdue: [Fixtures.id(2)])
    let presenter = makePresenter(Array(many.prefix(3)), badges: badges)
    await presenter.start()
    guard case .rows(let rows) = view.last?.content else {
      Issue.record("no rows")
      return
    }
    #expect(view.last?.showsBadges == true)
    #expect(rows.map(\.unread) == ["✉2", "", ""])
    #expect(rows.map(\.overdue) == ["", "!", ""])
  }

  @Test func withoutAProviderThereAreNoBadgeColumns() async {
    let presenter = makePresenter(Array(many.prefix(3)))
    await presenter.start()
    #expect(view.last?.showsBadges == false)
  }

  @Test func withoutAnyBadgeThereAreNoBadgeColumns() async {
    let presenter = makePresenter(Array(many.prefix(3)), badges: .none)
    await presenter.start()
    #expect(view.last?.showsBadges == false)
  }
}
