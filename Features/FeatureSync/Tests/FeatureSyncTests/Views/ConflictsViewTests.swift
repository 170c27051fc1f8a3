import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

@MainActor
struct ConflictsViewTests {
  let layout = ConflictsView(styling: .plain)

  /// The ViewData the presenter builds from `conflicts`, so snapshots show what the nurse sees.
  func data(
    _ conflicts: [SyncConflictItem],
    selected: Int = 0,
    keep side: SyncConflictSide? = nil,
    confirmed: Bool = true
  ) async -> ConflictsViewData {
    let ledger = StubLedger(conflicts: conflicts)
    let presenter = ConflictsPresenter(
      interactor: ConflictsInteractor(ledger: ledger),
      router: StubConflictsRouter(),
      timeZone: Fixtures.utc
    )
    await presenter.start()
    for _ in 0..<selected { await presenter.handle(.move(.down)) }
    if let side { await presenter.handle(.keep(side)) }
    if side == .theirs && confirmed { await presenter.handle(.confirm) }
    return presenter.viewData
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func noConflicts() async {
    assertLines(of: layout, for: await data([]), widths: [80, 60, 40])
  }

  @Test func one() async {
    assertLines(of: layout, for: await data([Fixtures.conflict(1)]), widths: [80, 60, 40])
  }

  @Test func afterKeepingMine() async {
    let conflicts = [Fixtures.conflict(1), Fixtures.conflict(2, type: "wound", field: "site")]
    assertLines(of: layout, for: await data(conflicts, keep: .mine))
  }

  @Test func askingBeforeKeepingTheirs() async {
    let conflicts = [Fixtures.conflict(1), Fixtures.conflict(2, type: "wound", field: "site")]
    assertLines(
      of: layout,
      for: await data(conflicts, selected: 1, keep: .theirs, confirmed: false),
      widths: [80, 40]
    )
  }

  @Test func afterKeepingTheirs() async {
    assertLines(of: layout, for: await data([Fixtures.conflict(1)], keep: .theirs))
  }

  @Test func longNames() async {
    let name = SyncRecordName(
      patient: "Fernández de la Vega-Santamaría, Marie-Thérèse Éléonore",
      wound: "Pressure injury · left heel"
    )
    let conflicts = [
      Fixtures.conflict(1, type: "care-plan", field: "primaryDressing", name: name),
      Fixtures.conflict(2, field: "physicianPhone", name: SyncRecordName(patient: name.patient)),
    ]
    assertLines(of: layout, for: await data(conflicts), widths: [80, 60, 40])
  }

  @Test func aPatientNotOnThisDevice() async {
    let conflict = Fixtures.conflict(1, type: "wound", field: "stage", name: .unknown)
    assertLines(of: layout, for: await data([conflict]), widths: [80])
  }

  @Test func hostileNamesShownSafely() async {
    let name = SyncRecordName(
      patient: "\u{1B}[2JEve\u{1B}]0;owned\u{7}, Ada\u{202E}",
      wound: "Skin tear\n· \u{9B}foot"
    )
    let data = await data([Fixtures.conflict(1, type: "wound", field: "si\u{1B}te", name: name)])
    for width in [80, 40] {
      let lines = layout.lines(for: data, size: TerminalSize(columns: width, rows: 24))
      #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x9B })
      #expect(widest(lines) <= width)
    }
    assertLines(of: layout, for: data)
  }

  @Test func many() async {
    let fields = ["phone", "address", "notes", "lengthCm", "stage", "site", "physicianName"]
    let conflicts = (1...20).map {
      Fixtures.conflict($0, type: $0 % 2 == 0 ? "wound" : "patient", field: fields[$0 % 7])
    }
    assertLines(of: layout, for: await data(conflicts, selected: 12))
  }

  @Test func longValues() async {
    let conflict = Fixtures.conflict(
      1,
      field: "notes",
      mine: "Lives alone; daughter visits on Sundays. Key under the blue pot by the door, "
        + "left of the steps. Dog is friendly.",
      theirs: "Key with the neighbour at number 14 (Mme Fernández de la Vega-Santamaría)."
    )
    assertLines(of: layout, for: await data([conflict]), widths: [80, 60, 40])
  }

  @Test func emptyValues() async {
    let conflict = Fixtures.conflict(1, field: "phone", mine: "", theirs: "04 78 00 00 01")
    assertLines(of: layout, for: await data([conflict]))
  }

  @Test func controlCharactersShownSafely() async {
    let conflict = Fixtures.conflict(
      1,
      field: "notes",
      mine: "line one\nline two\tend",
      theirs: "\u{1B}[2J\u{1B}]0;owned\u{7}wiped\u{202E}txet\u{9B}"
    )
    let data = await data([conflict])
    for width in [80, 60] {
      let lines = layout.lines(for: data, size: TerminalSize(columns: width, rows: 24))
      #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x9B })
    }
    assertLines(of: layout, for: data)
  }

  @Test func aFailedResolution() {
    let data = ConflictsViewData(
      countLabel: "",
      content: .failed(message: "Could not read the conflicts: disk I/O error"),
      selectedIndex: nil,
      question: nil,
      notice: .failed("Could not settle Phone of Dupont, Marie: disk I/O error")
    )
    assertLines(of: layout, for: data)
  }

  @Test func keys() async {
    let list = await data([Fixtures.conflict(1)])
    #expect(layout.action(for: .character("m"), in: list) == .keep(.mine))
    #expect(layout.action(for: .character("t"), in: list) == .keep(.theirs))
    #expect(layout.action(for: .character("j"), in: list) == .move(.down))
    let paging = TerminalSize(columns: 80, rows: 24)
    #expect(layout.action(for: .pageDown, in: list, size: paging) == .move(.pageDown(rows: 8)))
    #expect(layout.action(for: .pageUp, in: list, size: paging) == .move(.pageUp(rows: 8)))
    #expect(layout.action(for: .character("G"), in: list, size: paging) == .move(.last))
    #expect(layout.action(for: .home, in: list, size: paging) == .move(.first))
    #expect(layout.action(for: .up, in: list) == .move(.up))
    #expect(layout.action(for: .escape, in: list) == .back)
    #expect(layout.action(for: .character("m"), in: await data([])) == nil)
    let asking = await data([Fixtures.conflict(1)], keep: .theirs, confirmed: false)
    #expect(layout.action(for: .character("y"), in: asking) == .confirm)
    #expect(layout.action(for: .character("n"), in: asking) == .cancel)
    #expect(layout.action(for: .escape, in: asking) == .cancel)
    #expect(layout.action(for: .character("m"), in: asking) == nil)
    #expect(layout.action(for: .character("j"), in: asking) == nil)
  }

  @Test func linesFitTheWidth() async {
    let conflict = Fixtures.conflict(1, field: "physicianPhoneAndAVeryLongFieldName")
    let data = await data([conflict])
    for width in [40, 60, 80] {
      let lines = layout.lines(for: data, size: TerminalSize(columns: width, rows: 24))
      #expect(widest(lines) <= width)
    }
  }
}
