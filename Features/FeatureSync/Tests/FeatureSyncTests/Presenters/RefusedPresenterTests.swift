import CoreTesting
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

  /// `sync` stands for the app's sync that `r` runs: it may refuse the change again.
  func makePresenter(
    _ ledger: StubLedger,
    sync: @escaping @Sendable () async -> SyncOutcome = { .synced(SyncCounts.none) }
  ) -> RefusedPresenter {
    let presenter = RefusedPresenter(
      interactor: RefusedInteractor(ledger: ledger, runSync: sync),
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  private var rows: [RefusedViewData.Row] {
    view.last?.content.rows.map(Array.init) ?? []
  }

  static let nothingWaits = SyncLedgerSummary(pending: [], refused: 0, conflicts: 0, parked: 0)

  @Test func loadNamesWhoseRecordAndTheReasonInWords() async {
    let presenter = makePresenter(StubLedger(refused: [Fixtures.refused(1)]))
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(view.last?.countLabel == "1 change")
    #expect(
      rows == [
        RefusedViewData.Row(
          id: 1,
          patient: "Dupont, Marie",
          record: "Wound: Venous leg ulcer · left lower leg",
          change: "edit",
          account: "Wound (Venous leg ulcer · left lower leg) of Dupont, Marie: the server "
            + "refused your edit: a rule of the team's record refuses its length (cm).",
          field: "Length (cm)",
          changedFields: "Length (cm), Width (cm)",
          refusedAt: "2025-06-15 14:05"
        )
      ]
    )
  }

  @Test func aWoundWhosePatientLeftTheTeamSaysSoWithoutAStatusOrAddress() async {
    let change = Fixtures.refused(
      2,
      operation: "create",
      field: nil,
      cause: .notOnTeamRecord,
      changedFields: []
    )
    let presenter = makePresenter(StubLedger(refused: [change]))
    await presenter.start()
    let account = rows.first?.account ?? ""
    #expect(
      account == "Wound (Venous leg ulcer · left lower leg) of Dupont, Marie: the server "
        + "refused it: the patient is no longer on the team's record."
    )
    #expect(!account.contains("404") && !account.contains("http"))
    #expect(rows.first?.change == "new")
    #expect(rows.first?.field == "—")
    #expect(rows.first?.changedFields == nil)
  }

  @Test(arguments: [
    (
      RefusedChangeCause.notOnTeamRecord, "patient", "create",
      "another team's record already has its id"
    ),
    (.notOnTeamRecord, "patient", "update", "the patient is no longer on the team's record"),
    (.notOnTeamRecord, "assessment", "append", "the wound is no longer on the team's record"),
    (.notOnTeamRecord, "photo", "append", "the assessment is no longer on the team's record"),
    (
      .notOnTeamRecord, "wound", "update",
      "the wound or its patient is no longer on the team's record"
    ),
    (
      .idTaken, "visit", "append",
      "another record already has its id, or it was erased from the team's record"
    ),
    (.tooLarge, "photo", "append", "it is larger than the server takes"),
    (
      .waitsForCreation, "patient", "update",
      "it waits for the record's creation, which the server refused: settle that first"
    ),
    (
      .unknown, "message", "append",
      "a reason this app cannot put in words (nurse status --json shows it)"
    ),
  ])
  func eachCauseInWords(cause: RefusedChangeCause, type: String, operation: String, words: String) {
    let change = Fixtures.refused(1, type: type, operation: operation, field: nil, cause: cause)
    #expect(RefusedFormat.reason(change) == words)
  }

  @Test func controlsInNamesAndFieldsAreVisible() async {
    let name = SyncRecordName(patient: "X\u{1B}]0;x\u{7}, Y", wound: "a\nb")
    let change = Fixtures.refused(1, field: "len\u{1B}[1mgth", name: name)
    let presenter = makePresenter(StubLedger(refused: [change]))
    await presenter.start()
    for text in [rows.first?.account, rows.first?.patient, rows.first?.field].compactMap({ $0 }) {
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 }, "\(text)")
    }
  }

  @Test func noRefusedChangesAndNothingWaitingSaysTheServerTookEverything() async {
    let presenter = makePresenter(StubLedger(summary: Self.nothingWaits))
    await presenter.start()
    #expect(
      view.last?.content
        == .empty(message: "No refused changes: the server took everything you sent.")
    )
  }

  @Test func noRefusedChangesWithChangesWaitingSaysWhatWaits() async {
    let presenter = makePresenter(StubLedger())
    await presenter.start()
    #expect(
      view.last?.content
        == .empty(
          message: "No refused changes; 3 changes still wait to be sent; 2 fields wait for "
            + "your choice (conflicts)."
        )
    )
  }

  @Test func retrySendsItAtOnceAndSaysTheServerTookIt() async {
    let ledger = StubLedger(
      summary: Self.nothingWaits,
      refused: [Fixtures.refused(1), Fixtures.refused(2)]
    )
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.move(.down))
    await presenter.handle(.retry)
    #expect(ledger.calls == ["retry 2"])
    #expect(router.routes == [.settled, .settled])
    #expect(rows.map(\.id) == [1])
    #expect(view.last?.notice == .done("Sent again: the server took it."))
  }

  @Test func retryRefusedAgainSaysWhy() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    // The same edit of the same wound, under the refused change's new id.
    var sameEdit = Fixtures.refused(1, cause: .notOnTeamRecord, changedFields: ["lengthCm"])
    sameEdit.id = 7
    let again = sameEdit
    let presenter = makePresenter(ledger) {
      ledger.addRefused(again)
      return .synced(SyncCounts(pushed: 0, pulled: 0, conflicts: 0, pending: 0, refused: 1))
    }
    await presenter.start()
    await presenter.handle(.retry)
    #expect(
      view.last?.notice
        == .failed(
          "Sent again: the server refused it again: the wound or its patient is no longer on "
            + "the team's record."
        )
    )
    #expect(rows.map(\.id) == [7])
  }

  @Test func retryOfflineSaysItWaits() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger) { .failed(message: "offline: nothing was lost") }
    await presenter.start()
    await presenter.handle(.retry)
    #expect(
      view.last?.notice
        == .failed(
          "Not sent: offline: nothing was lost. It waits among the changes to send and goes "
            + "at the next sync."
        )
    )
    #expect(
      view.last?.content
        == .empty(
          message: "No refused changes; 3 changes still wait to be sent; 2 fields wait for "
            + "your choice (conflicts)."
        )
    )
  }

  @Test func discardAsksFirstAndNoKeepsIt() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.discard)
    #expect(
      view.last?.question?.hasPrefix(
        "Discard your change to Wound (Venous leg ulcer · left lower leg) of Dupont, Marie?"
      ) == true
    )
    await presenter.handle(.move(.down))
    await presenter.handle(.cancel)
    #expect(view.last?.question == nil)
    #expect(ledger.calls.isEmpty)
    #expect(rows.count == 1)
  }

  @Test func discardConfirmedSaysWhatStillWaits() async {
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
        == .done(
          "Discarded your change to Wound (Venous leg ulcer · left lower leg) of Dupont, Marie; "
            + "it shows the team's version. 3 changes still wait to be sent; 2 fields wait "
            + "for your choice (conflicts)."
        )
    )
  }

  @Test func confirmWithoutAQuestionDoesNothing() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger)
    await presenter.start()
    await presenter.handle(.confirm)
    #expect(ledger.calls.isEmpty)
  }

  @Test func aFailedRetryIsShownAndSendsNothing() async {
    let ledger = StubLedger(refused: [Fixtures.refused(1)])
    let presenter = makePresenter(ledger) {
      Issue.record("no sync after a failed retry")
      return .failed(message: "")
    }
    await presenter.start()
    ledger.error = StoreBroken()
    await presenter.handle(.retry)
    #expect(router.routes.isEmpty)
    #expect(
      view.last?.notice
        == .failed(
          "Could not send Wound (Venous leg ulcer · left lower leg) of Dupont, Marie again: "
            + "disk I/O error"
        )
    )
  }

  @Test func backGoesThroughTheRouter() async {
    let presenter = makePresenter(StubLedger())
    await presenter.handle(.back)
    #expect(router.routes == [.back])
  }
}

extension SyncCounts {
  /// A sync that moved nothing.
  static let none = SyncCounts(pushed: 0, pulled: 0, conflicts: 0, pending: 0)
}
