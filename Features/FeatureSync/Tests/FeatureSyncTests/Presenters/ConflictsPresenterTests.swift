import CoreTesting
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
    view.last?.content.rows.map(Array.init) ?? []
  }

  @Test func loadNamesThePatientTheRecordAndTheFieldInWords() async {
    let ledger = StubLedger(conflicts: [Fixtures.conflict(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(view.last?.countLabel == "1 field")
    #expect(
      rows == [
        ConflictsViewData.Row(
          id: Fixtures.id(101),
          patient: "Dupont, Marie",
          record: "Patient",
          field: "Phone",
          subject: "Phone of Dupont, Marie",
          mine: "06 12 34 56 78",
          theirs: "04 78 00 00 01",
          found: "2025-06-15 14:02"
        )
      ]
    )
    #expect(view.last?.selectedIndex == 0)
  }

  @Test func aWoundsRecordNamesTheWoundAndItsPatient() async {
    let conflicts = [
      Fixtures.conflict(1, type: "wound", field: "site"),
      Fixtures.conflict(2, type: "care-plan", field: "assessEveryDays"),
    ]
    let presenter = makePresenter(StubLedger(conflicts: conflicts))
    await presenter.start()
    #expect(
      rows.map(\.record) == [
        "Wound: Venous leg ulcer · left lower leg", "Care plan: Venous leg ulcer · left lower leg",
      ]
    )
    #expect(
      rows.map(\.subject) == [
        "Site of Wound (Venous leg ulcer · left lower leg) of Dupont, Marie",
        "Assess every (days) of Care plan (Venous leg ulcer · left lower leg) of Dupont, Marie",
      ]
    )
  }

  @Test func aPatientNotOnThisDeviceKeepsHerIdsFirstCharacters() async {
    let conflicts = [
      Fixtures.conflict(1, name: .unknown),
      Fixtures.conflict(2, type: "wound", field: "stage", name: .unknown),
    ]
    let presenter = makePresenter(StubLedger(conflicts: conflicts))
    await presenter.start()
    #expect(
      rows.map(\.patient) == ["a patient not on this device", "a patient not on this device"]
    )
    #expect(
      rows.map(\.subject) == [
        "Phone of Patient 1a2b0001, not on this device",
        "Stage of Wound of a patient not on this device",
      ]
    )
  }

  @Test func hostileNamesAreShownSafely() async {
    let name = SyncRecordName(patient: "Evil\u{1B}[2J, Eve\u{202E}", wound: "Skin\ntear")
    let conflict = Fixtures.conflict(1, type: "wound", field: "si\u{7}te", name: name)
    let presenter = makePresenter(StubLedger(conflicts: [conflict]))
    await presenter.start()
    guard let row = rows.first else {
      Issue.record("no row")
      return
    }
    for text in [row.patient, row.record, row.field, row.subject] {
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }, "\(text)")
    }
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

  @Test func keepMineSettlesTheSelectedFieldOnlyAtOnce() async {
    let ledger = StubLedger(conflicts: [
      Fixtures.conflict(1), Fixtures.conflict(2, field: "address"),
    ])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.move(.down))
    await presenter.handle(.keep(.mine))
    #expect(ledger.calls == ["resolve \(Fixtures.id(102)) mine"])
    #expect(router.routes == [.resolved])
    #expect(rows.map(\.field) == ["Phone"])
    #expect(view.last?.selectedIndex == 0)
    #expect(
      view.last?.notice
        == .done("Address of Dupont, Marie: kept yours; it goes to the server at the next sync.")
    )
  }

  @Test func keepTheirsAsksFirstAndNoKeepsHers() async {
    let ledger = StubLedger(conflicts: [Fixtures.conflict(1), Fixtures.conflict(2)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.keep(.theirs))
    #expect(ledger.calls.isEmpty)
    #expect(
      view.last?.question
        == "Phone of Dupont, Marie: keep the team's value and drop yours (06 12 34 56 78)? (y/n)"
    )
    // The question holds the selection: the answer is about the field it names.
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedIndex == 0)
    await presenter.handle(.cancel)
    #expect(view.last?.question == nil)
    #expect(ledger.calls.isEmpty)
    #expect(rows.count == 2)
  }

  @Test func keepTheirsConfirmedSaysHersWasDropped() async {
    let ledger = StubLedger(conflicts: [Fixtures.conflict(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.keep(.theirs))
    await presenter.handle(.confirm)
    #expect(ledger.calls == ["resolve \(Fixtures.id(101)) theirs"])
    #expect(router.routes == [.resolved])
    #expect(view.last?.question == nil)
    #expect(
      view.last?.notice
        == .done("Phone of Dupont, Marie: kept the team's value; yours was dropped.")
    )
    #expect(view.last?.content == .empty(message: "No conflicts: no field waits for your choice."))
  }

  @Test func confirmWithoutAQuestionDoesNothing() async {
    let ledger = StubLedger(conflicts: [Fixtures.conflict(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.confirm)
    #expect(ledger.calls.isEmpty)
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
      view.last?.notice == .failed("Could not settle Phone of Dupont, Marie: disk I/O error")
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
