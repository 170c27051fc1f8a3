import CoreTerminal
import CoreTesting
import CoreVIPER
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

/// Issue 27, item 11: an archived patient could be neither found nor unarchived in the app. `A`
/// on the list shows the archived patients too (with a status column), so `/` finds her and `x`
/// on her detail unarchives her; `A` again shows the active ones only.
@MainActor
struct ArchivedPatientsInTheListTests {
  let view = RecordingView<PatientListViewData>()
  let router = StubListRouter()

  @Test func aShowsTheArchivedPatientsTooAndAgainTheActiveOnly() async throws {
    let archived = Fixtures.summary("Paul", "Petit", id: 2, status: .archived)
    let interactor = StubListInteractor(first: .success([archived]))
    let presenter = PatientListPresenter(
      interactor: interactor,
      router: router,
      search: nil,
      status: .active,
      today: { Fixtures.today }
    )
    presenter.view = view
    await presenter.start()
    let layout = PatientListView(styling: .plain)
    let active = try #require(view.last)
    #expect(layout.action(for: .character("A"), in: active) == .toggleArchived)
    #expect(layout.keyHelp(for: active).contains(KeyHelp("A", "archived patients too")))
    await presenter.handle(.toggleArchived)
    #expect(interactor.queries.last == PatientListQuery(search: nil, status: nil))
    let all = try #require(view.last)
    #expect(all.title == "All patients" && all.showsStatus)
    guard case .rows(let rows) = all.content else {
      Issue.record("no rows")
      return
    }
    #expect(rows[0].statusMarker == "archived")
    #expect(layout.keyHelp(for: all).contains(KeyHelp("A", "active patients only")))
    await presenter.handle(.toggleArchived)
    #expect(interactor.queries.last == PatientListQuery(search: nil, status: .active))
  }
}

/// Issue 27, item 11: `nurse patient list` printed to a pipe carried the interactive cursor.
@MainActor
struct PrintedPatientListTests {
  @Test func thePrintedListHasNoCursor() {
    let data = PatientListViewData(
      title: "Patients",
      countLabel: "3 patients",
      content: .rows(FormattedRows(PatientListViewTests.threeRows)),
      selectedIndex: 1,
      showsStatus: false,
      searchText: "",
      isEditingSearch: false
    )
    let layout = PatientListView(styling: .plain)
    let printed = layout.lines(for: data, size: .init(columns: 80, rows: 100, isPrinted: true))
    #expect(!printed.contains { $0.contains("›") })
    #expect(
      layout.lines(for: data, size: .init(columns: 80, rows: 24)).contains { $0.hasPrefix("›") }
    )
  }
}
