import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// Issue 27, item 6: `/` on the day's round opens the patient list with its search line open,
/// so what she types next is the search; and at narrow widths names are kept before ids.
@MainActor
struct PatientSearchFromTodayTests {
  let view = RecordingView<PatientListViewData>()
  let router = StubListRouter()

  @Test func aListOpenedToFindSomeoneStartsOnItsSearchLine() async throws {
    let interactor = StubListInteractor(
      first: .success([Fixtures.summary("Marie", "Dupont", id: 1)])
    )
    let presenter = PatientListPresenter(
      interactor: interactor,
      router: router,
      search: nil,
      searching: true,
      status: .active,
      today: { Fixtures.today }
    )
    presenter.view = view
    await presenter.start()
    #expect(view.last?.isEditingSearch == true)
    let layout = PatientListView(styling: .plain)
    let data = try #require(view.last)
    #expect(layout.action(for: .character("d"), in: data) == .editSearch("d"))
    await presenter.handle(.editSearch("dup"))
    await presenter.handle(.applySearch)
    #expect(interactor.queries.last == PatientListQuery(search: "dup", status: .active))
    #expect(view.last?.isEditingSearch == false)
  }

  @Test func below72ColumnsTheIdLeavesTheTableAndNamesKeepTheRoom() {
    let row = PatientListViewTests.row(1, "Fernández de la Vega, Margot")
    let data = PatientListViewData(
      title: "Patients",
      countLabel: "1 patient",
      content: .rows([row]),
      selectedIndex: 0,
      showsStatus: false,
      searchText: "",
      isEditingSearch: false
    )
    let layout = PatientListView(styling: .plain)
    let narrow = layout.lines(for: data, size: .init(columns: 60, rows: 24))
    #expect(!narrow.joined().contains(row.shortID) && !narrow[2].contains("ID"))
    #expect(narrow.contains { $0.contains("Fernández de la Vega, Margot") })
    let wide = layout.lines(for: data, size: .init(columns: 80, rows: 24))
    #expect(wide[2].contains("ID") && wide.joined().contains(row.shortID))
  }
}
