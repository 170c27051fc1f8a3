import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// The mouse on the patient list: the wheel moves the selection like ↑/↓, a click picks the
/// row drawn on its line (wherever the list is scrolled), and a click on the picked row opens
/// the patient, as Enter does. The view reads the key; the presenter does the rest.
@MainActor
struct PatientListMouseTests {
  let view = RecordingView<PatientListViewData>()
  let router = StubListRouter()
  let layout = PatientListView(styling: .plain)
  let size = TerminalSize(columns: 80, rows: 12)

  func makePresenter(count: Int) async -> PatientListPresenter {
    let summaries = (1...count).map {
      Fixtures.summary("Anne", String(format: "Patient%02d", $0), id: $0)
    }
    let presenter = PatientListPresenter(
      interactor: StubListInteractor(first: .success(summaries)),
      router: router,
      search: nil,
      status: .active,
      today: { Fixtures.today }
    )
    presenter.view = view
    await presenter.start()
    return presenter
  }

  /// Hands `key` to the presenter as the screen does: through the view, at the size shown.
  func press(_ key: Key, _ presenter: PatientListPresenter) async {
    guard let data = view.last, let action = layout.action(for: key, in: data, size: size)
    else { return }
    await presenter.handle(action)
  }

  /// The line the list draws `name` on, from 0 at the top of the screen.
  func lineIndex(of name: String) -> Int? {
    guard let data = view.last else { return nil }
    return layout.lines(for: data, size: size).firstIndex { $0.contains(name) }
  }

  @Test func theWheelMovesTheSelectionARowAtATime() async {
    let presenter = await makePresenter(count: 30)
    for _ in 0..<3 { await press(.wheelDown, presenter) }
    #expect(view.last?.selectedIndex == 3)
    await press(.wheelUp, presenter)
    #expect(view.last?.selectedIndex == 2)
    #expect(router.routes.isEmpty)
  }

  @Test func aClickPicksTheRowOnItsLineAndASecondClickOpensIt() async throws {
    let presenter = await makePresenter(count: 30)
    let line = try #require(lineIndex(of: "Patient04"))
    await press(.click(line: line, column: 20), presenter)
    #expect(view.last?.selectedID == Fixtures.id(4))
    #expect(router.routes.isEmpty, "one click picks")
    await press(.click(line: line, column: 3), presenter)
    #expect(router.routes == [.detail(Fixtures.id(4))], "a click on the picked row opens it")
  }

  @Test func aClickOnAScrolledListPicksTheRowDrawnThere() async throws {
    let presenter = await makePresenter(count: 30)
    for _ in 0..<20 { await press(.down, presenter) }
    let lines = layout.lines(for: try #require(view.last), size: size)
    #expect(lines[0].contains("21/30"), "a long list says where the selection stands")
    #expect(lines.contains { $0.contains("↑") && $0.contains("more") })
    let line = try #require(lineIndex(of: "Patient17"))
    await press(.click(line: line, column: 20), presenter)
    #expect(view.last?.selectedID == Fixtures.id(17))
  }

  @Test func aClickOffTheRowsDoesNothing() async {
    let presenter = await makePresenter(count: 3)
    for line in [0, 1, 2, 6, 11, 400] {
      await press(.click(line: line, column: 5), presenter)
    }
    #expect(view.last?.selectedIndex == 0)
    #expect(router.routes.isEmpty)
  }

  @Test func aClickOrTheWheelWhileSearchingTypesNothing() async {
    let presenter = await makePresenter(count: 3)
    await presenter.handle(.startSearch)
    await press(.click(line: 4, column: 5), presenter)
    await press(.wheelDown, presenter)
    #expect(view.last?.searchText == "")
    #expect(view.last?.isEditingSearch == true)
  }
}
