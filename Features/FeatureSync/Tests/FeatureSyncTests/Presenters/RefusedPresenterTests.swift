import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

@MainActor
final class StubRefusedRouter: RefusedRouting {
  private(set) var routes: [RefusedRoute] = []
  func route(to route: RefusedRoute) { routes.append(route) }
}

@MainActor
struct RefusedPresenterTests {
  let view = RecordingView<RefusedViewData>()
  let router = StubRefusedRouter()

  func makePresenter(_ ledger: StubLedger) -> RefusedPresenter {
    let presenter = RefusedPresenter(
      interactor: RefusedInteractor(ledger: ledger),
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  private var rows: [RefusedViewData.Row] {
    guard case .changes(let rows) = view.last?.content else { return [] }
    return rows
  }

  @Test func loadListsEachChangeWithReasonAndField() async {
    let presenter = makePresenter(StubLedger(refused: [Fixtures.refused(1)]))
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(view.last?.countLabel == "1 change")
    #expect(
      rows == [
        RefusedViewData.Row(
          id: 1,
          record: "wound 1a2b0001",
          change: "edit",
          field: "lengthCm",
          reason: "422 refused (invalid) field lengthCm",
          changedFields: "lengthCm, widthCm",
          refusedAt: "2025-06-15 14:05"
        )
      ]
    )
  }

  @Test func aNewRecordWithoutAFieldShowsDashes() async {
    let change = Fixtures.refused(
      2,
      type: "patient",
      operation: "create",
      field: nil,
      reason: "413 refused (too large)",
      changedFields: []
    )
    let presenter = makePresenter(StubLedger(refused: [change]))
    await presenter.start()
    #expect(rows.first?.change == "new")
    #expect(rows.first?.field == "—")
    #expect(rows.first?.changedFields == nil)
  }

  @Test func controlsInTheReasonAreVisible() async {
    let change = Fixtures.refused(1, reason: "422 \u{1B}]0;x\u{7}")
    let presenter = makePresenter(StubLedger(refused: [change]))
    await presenter.start()
    #expect(rows.first?.reason == "422 ␛]0;x␇")
  }

  @Test func noRefusedChangesSaysSo() async {
    let presenter = makePresenter(StubLedger())
    await presenter.start()
    #expect(
      view.last?.content
        == .empty(message: "No refused changes: the server took everything you sent.")
    )
  }

  @Test func retrySendsItBackAtOnce() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1), Fixtures.refused(2)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.move(.down))
    await presenter.handle(.retry)
    #expect(ledger.calls == ["retry 2"])
    #expect(router.routes == [.settled])
    #expect(rows.map(\.id) == [1])
    #expect(
      view.last?.notice
        == .done("The change to wound 1a2b0002 goes to the server again at the next sync.")
    )
  }

  @Test func discardAsksFirstAndNoKeepsIt() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.discard)
    #expect(view.last?.question?.hasPrefix("Discard your change to wound 1a2b0001?") == true)
    await presenter.handle(.move(.down))
    await presenter.handle(.cancel)
    #expect(view.last?.question == nil)
    #expect(ledger.calls.isEmpty)
    #expect(rows.count == 1)
  }

  @Test func discardConfirmedDropsIt() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.discard)
    await presenter.handle(.confirm)
    #expect(ledger.calls == ["discard 1"])
    #expect(router.routes == [.settled])
    #expect(view.last?.question == nil)
    #expect(
      view.last?.notice
        == .done("Discarded the change to wound 1a2b0001; it shows the server's version again.")
    )
  }

  @Test func confirmWithoutAQuestionDoesNothing() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.confirm)
    #expect(ledger.calls.isEmpty)
  }

  @Test func aFailedRetryIsShown() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    ledger.error = StoreBroken()
    await presenter.handle(.retry)
    #expect(router.routes.isEmpty)
    #expect(
      view.last?.notice == .failed("Could not settle the change to wound 1a2b0001: disk I/O error")
    )
  }

  @Test func backGoesThroughTheRouter() async {
    let presenter = makePresenter(StubLedger())
    await presenter.handle(.back)
    #expect(router.routes == [.back])
  }
}
