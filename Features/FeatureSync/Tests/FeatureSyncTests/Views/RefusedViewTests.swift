import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

@MainActor
struct RefusedViewTests {
  let layout = RefusedView(styling: .plain)

  /// The ViewData the presenter builds from `changes`, so snapshots show what the nurse sees.
  func data(
    _ changes: [RefusedChangeItem],
    selected: Int = 0,
    then actions: [RefusedAction] = []
  ) async -> RefusedViewData {
    let presenter = RefusedPresenter(
      interactor: RefusedInteractor(ledger: StubLedger(refused: changes)),
      router: StubRefusedRouter(),
      timeZone: Fixtures.utc
    )
    await presenter.start()
    for _ in 0..<selected { await presenter.handle(.move(.down)) }
    for action in actions { await presenter.handle(action) }
    return presenter.viewData
  }

  static let newPatient = Fixtures.refused(
    2,
    type: "patient",
    operation: "create",
    field: "birthDate",
    reason: "422 refused (invalid) field birthDate",
    changedFields: []
  )

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func noRefusedChanges() async {
    assertLines(of: layout, for: await data([]), widths: [80, 60, 40])
  }

  @Test func one() async {
    assertLines(of: layout, for: await data([Fixtures.refused(1)]), widths: [80, 60, 40])
  }

  @Test func askingToDiscard() async {
    assertLines(of: layout, for: await data([Fixtures.refused(1)], then: [.discard]))
  }

  @Test func afterARetry() async {
    let changes = [Fixtures.refused(1), Self.newPatient]
    assertLines(of: layout, for: await data(changes, then: [.retry]))
  }

  @Test func many() async {
    let changes = (1...20).map {
      Fixtures.refused(Int64($0), operation: $0 % 3 == 0 ? "append" : "update")
    }
    assertLines(of: layout, for: await data(changes, selected: 12))
  }

  @Test func longReasonAndFields() async {
    let change = Fixtures.refused(
      1,
      reason: "409 refused (parent-missing): the patient this wound hangs under is not in "
        + "your team any more, or was erased",
      changedFields: ["lengthCm", "widthCm", "depthCm", "stage", "site", "notes", "openedOn"]
    )
    assertLines(of: layout, for: await data([change]), widths: [80, 60, 40])
  }

  @Test func controlCharactersShownSafely() async {
    let change = Fixtures.refused(1, field: "len\u{1B}[1mgth", reason: "422 \u{1B}]0;x\u{7}\n!")
    let data = await data([change])
    let lines = layout.lines(for: data, size: TerminalSize(columns: 80, rows: 24))
    #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 })
    assertLines(of: layout, for: data)
  }

  @Test func keys() async {
    let list = await data([Fixtures.refused(1)])
    #expect(layout.action(for: .character("r"), in: list) == .retry)
    #expect(layout.action(for: .character("d"), in: list) == .discard)
    #expect(layout.action(for: .down, in: list) == .move(.down))
    let paging = TerminalSize(columns: 80, rows: 24)
    #expect(layout.action(for: .pageDown, in: list, size: paging) == .move(.pageDown(rows: 8)))
    #expect(layout.action(for: .pageUp, in: list, size: paging) == .move(.pageUp(rows: 8)))
    #expect(layout.action(for: .character("G"), in: list, size: paging) == .move(.last))
    #expect(layout.action(for: .home, in: list, size: paging) == .move(.first))
    #expect(layout.action(for: .character("q"), in: list) == .back)
    #expect(layout.action(for: .character("r"), in: await data([])) == nil)
    let asking = await data([Fixtures.refused(1)], then: [.discard])
    #expect(layout.action(for: .character("y"), in: asking) == .confirm)
    #expect(layout.action(for: .character("n"), in: asking) == .cancel)
    #expect(layout.action(for: .escape, in: asking) == .cancel)
    #expect(layout.action(for: .character("r"), in: asking) == nil)
  }

  @Test func linesFitTheWidth() async {
    let data = await data([Fixtures.refused(1), Self.newPatient])
    for width in [40, 60, 80] {
      let lines = layout.lines(for: data, size: TerminalSize(columns: width, rows: 24))
      #expect(widest(lines) <= width)
    }
  }
}
