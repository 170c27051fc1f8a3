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
  /// `refusedAgain`: what the sync `r` runs refuses again.
  func data(
    _ changes: [RefusedChangeItem],
    selected: Int = 0,
    then actions: [RefusedAction] = [],
    refusedAgain: RefusedChangeItem? = nil
  ) async -> RefusedViewData {
    let ledger = StubLedger(refused: changes)
    let presenter = RefusedPresenter(
      interactor: RefusedInteractor(ledger: ledger) {
        if let refusedAgain { ledger.addRefused(refusedAgain) }
        return .synced(SyncCounts.none)
      },
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

  @Test func afterADiscard() async {
    let changes = [Fixtures.refused(1), Self.newPatient]
    assertLines(of: layout, for: await data(changes, then: [.discard, .confirm]))
  }

  @Test func refusedAgain() async {
    // The same edit of the same wound, refused again under a new id.
    var sameEdit = Fixtures.refused(1, cause: .notOnTeamRecord)
    sameEdit.id = 9
    let again = sameEdit
    assertLines(
      of: layout,
      for: await data([Fixtures.refused(1)], then: [.retry], refusedAgain: again),
      widths: [80, 40]
    )
  }

  @Test func longNames() async {
    let name = SyncRecordName(
      patient: "Fernández de la Vega-Santamaría, Marie-Thérèse Éléonore",
      wound: "Pressure injury · left heel"
    )
    let changes = [
      Fixtures.refused(1, type: "assessment", operation: "append", field: "tissue", name: name),
      Fixtures.refused(
        2,
        type: "patient",
        field: "physicianPhone",
        name: SyncRecordName(patient: name.patient)
      ),
    ]
    assertLines(of: layout, for: await data(changes), widths: [80, 60, 40])
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
      cause: .idTaken,
      changedFields: ["lengthCm", "widthCm", "depthCm", "stage", "site", "notes", "openedOn"]
    )
    assertLines(of: layout, for: await data([change]), widths: [80, 60, 40])
  }

  @Test func controlCharactersShownSafely() async {
    let name = SyncRecordName(patient: "\u{1B}]0;x\u{7}\n!, Eve", wound: "\u{1B}[2Jleg")
    let change = Fixtures.refused(1, field: "len\u{1B}[1mgth", name: name)
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
