import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// The selection stays on the patient, not on a row number: after a refresh Enter opens the
/// patient the nurse had selected, whatever moved above her.
@MainActor
struct PatientListSelectionTests {
  let view = RecordingView<PatientListViewData>()
  let router = StubListRouter()
  let three = [
    Fixtures.summary("Marie", "Dupont", id: 1),
    Fixtures.summary("Jean", "Martin", id: 2),
    Fixtures.summary("Aïcha", "Benali", id: 3),
  ]

  func makePresenter(search: String? = nil) -> (PatientListPresenter, StubListInteractor) {
    let interactor = StubListInteractor(first: .success(three))
    let presenter = PatientListPresenter(
      interactor: interactor,
      router: router,
      search: search,
      status: .active,
      today: { Fixtures.today }
    )
    presenter.view = view
    return (presenter, interactor)
  }

  @Test func aPatientAddedAboveKeepsTheSelectionOnTheSamePatient() async {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedID == Fixtures.id(2))
    // A sync brings a colleague's patient who sorts first.
    interactor.send([Fixtures.summary("Zoé", "Abadie", id: 4)] + three)
    #expect(await eventually { view.last?.selectedIndex == 2 })
    #expect(view.last?.selectedID == Fixtures.id(2))
  }

  @Test func aSelectedPatientWhoLeavesTheListHandsTheSelectionToHerNeighbour() async {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await presenter.handle(.move(.down))
    interactor.send([three[0], three[2]])
    #expect(await eventually { view.last?.selectedID == Fixtures.id(3) })
  }

  @Test func clearingTheSearchShowsEveryoneWithTheSamePatientSelected() async {
    let (presenter, interactor) = makePresenter(search: "benali")
    interactor.first = .success([three[2]])
    await presenter.start()
    interactor.first = .success(three)
    await presenter.handle(.clearSearch)
    #expect(interactor.queries.last == PatientListQuery(search: nil, status: .active))
    #expect(view.last?.searchText == "")
    #expect(view.last?.selectedID == Fixtures.id(3))
    #expect(router.routes.isEmpty, "Esc on a filtered list does not leave it")
  }

  @Test func clearingWithoutASearchDoesNothing() async {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await presenter.handle(.clearSearch)
    #expect(interactor.queries.count == 1)
  }
}
