import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

@MainActor
final class StubConflictsRouter: ConflictsRouting {
  private(set) var routes: [ConflictsRoute] = []
  func route(to route: ConflictsRoute) { routes.append(route) }
}

@MainActor
struct ConflictsPresenterTests {
  let view = RecordingView<ConflictsViewData>()
  let router = StubConflictsRouter()

  func makePresenter(_ ledger: StubLedger) -> ConflictsPresenter {
    let presenter = ConflictsPresenter(
      interactor: ConflictsInteractor(ledger: ledger),
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  private var rows: [ConflictsViewData.Row] {
    guard case .conflicts(let rows) = view.last?.content else { return [] }
    return rows
  }

  @Test func loadListsEachFieldWithBothValues() async {
    let ledger = StubLedger(conflicts: [Fixtures.conflict(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(view.last?.countLabel == "1 field")
    #expect(
      rows == [
        ConflictsViewData.Row(
          id: Fixtures.id(101),
          record: "patient 1a2b0001",
          field: "phone",
          mine: "06 12 34 56 78",
          theirs: "04 78 00 00 01",
          since: "2025-06-15 14:02"
        )
      ]
    )
    #expect(view.last?.selectedIndex == 0)
  }

  @Test func noConflictsSaysSo() async {
    let presenter = makePresenter(StubLedger())
    await presenter.start()
    #expect(view.last?.content == .empty(message: "No conflicts: no field waits for your choice."))
    #expect(view.last?.selectedIndex == nil)
  }

  @Test func anEmptyValueIsADashAndControlsAreVisible() async {
    let conflict = Fixtures.conflict(
      1,
      field: "notes",
      mine: "",
      theirs: "a\u{1B}[31mb\nc\u{202E}d"
    )
    let presenter = makePresenter(StubLedger(conflicts: [conflict]))
    await presenter.start()
    #expect(rows.first?.mine == "—")
    #expect(rows.first?.theirs == "a␛[31mb␊c\u{FFFD}d")
  }

  @Test func keepMineSettlesTheSelectedFieldOnly() async {
    let ledger = StubLedger(conflicts: [
      Fixtures.conflict(1), Fixtures.conflict(2, field: "address"),
    ])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.move(.down))
    await presenter.handle(.keep(.mine))
    #expect(ledger.calls == ["resolve \(Fixtures.id(102)) mine"])
    #expect(router.routes == [.resolved])
    #expect(rows.map(\.field) == ["phone"])
    #expect(view.last?.selectedIndex == 0)
    #expect(
      view.last?.notice
        == .done("Kept your address of patient 1a2b0002; it goes to the server at the next sync.")
    )
  }

  @Test func keepTheirsSaysHersWasDropped() async {
    let ledger = StubLedger(conflicts: [Fixtures.conflict(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.keep(.theirs))
    #expect(ledger.calls == ["resolve \(Fixtures.id(101)) theirs"])
    #expect(
      view.last?.notice
        == .done("Kept the server's phone of patient 1a2b0001; your value was dropped.")
    )
    #expect(view.last?.content == .empty(message: "No conflicts: no field waits for your choice."))
  }

  @Test func aFailedResolutionIsShownAndRoutesNothing() async {
    let ledger = StubLedger(conflicts: [Fixtures.conflict(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    ledger.error = StoreBroken()
    await presenter.handle(.keep(.mine))
    #expect(router.routes.isEmpty)
    #expect(view.last?.content == .failed(message: "Could not read the conflicts: disk I/O error"))
    #expect(
      view.last?.notice == .failed("Could not settle the phone of patient 1a2b0001: disk I/O error")
    )
  }

  @Test func theSelectionStaysInTheList() async {
    let conflicts = (1...3).map { Fixtures.conflict($0) }
    let presenter = makePresenter(StubLedger(conflicts: conflicts))
    await presenter.start()
    await presenter.handle(.move(.up))
    #expect(view.last?.selectedIndex == 0)
    for _ in 0..<5 { await presenter.handle(.move(.down)) }
    #expect(view.last?.selectedIndex == 2)
  }

  @Test func keepWithNothingSelectedDoesNothing() async {
    let ledger = StubLedger()
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.keep(.mine))
    #expect(ledger.calls.isEmpty)
  }

  @Test func backGoesThroughTheRouter() async {
    let presenter = makePresenter(StubLedger())
    await presenter.handle(.back)
    #expect(router.routes == [.back])
  }
}
