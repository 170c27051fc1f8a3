import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// What a nurse does from a wound's detail: pick a visit, correct it, heal, close or reopen
/// the wound.
@MainActor
struct WoundDetailActionTests {
  let view = RecordingView<WoundDetailViewData>()
  let router = StubWoundDetailRouter()
  let woundID: Wound.ID = Fixtures.id(1)

  func makePresenter(_ history: WoundHistory) -> (WoundDetailPresenter, StubWoundDetailInteractor) {
    let interactor = StubWoundDetailInteractor(first: .success(history))
    let presenter = WoundDetailPresenter(
      id: woundID,
      interactor: interactor,
      router: router,
      charset: .ascii,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return (presenter, interactor)
  }

  private var loaded: WoundDetailViewData.Loaded? { view.last?.loaded }

  private func visit(_ label: String) -> String? {
    loaded?.visit.first { $0.label == label }?.value
  }

  @Test func theLatestVisitIsSelectedWithWhatTheTableHasNoRoomFor() async {
    var assessments = Fixtures.healing
    assessments[4].findings.notes = "Edges\u{1B}[2J rolled"
    assessments[4].findings.odour = true
    assessments[4].findings.undermining = ClockExtent(
      clockPosition: 3,
      depth: Centimetres(tenths: 15)
    )
    assessments[4].photoIDs = [String(repeating: "ab", count: 32)]
    var history = Fixtures.history(Fixtures.wound(), assessments)
    history.photos = [
      String(repeating: "ab", count: 32): Photo(
        id: String(repeating: "ab", count: 32),
        format: .jpeg,
        byteCount: 1_300_000
      )
    ]
    let (presenter, _) = makePresenter(history)
    await presenter.start()
    #expect(loaded?.selected == 4)
    #expect(loaded?.rows[4].id == WoundText.shortID(Fixtures.uuid(15)))
    #expect(visit("Visit") == "\(WoundText.shortID(Fixtures.uuid(15))) · 2025-05-29 12:00")
    #expect(visit("Seen") == "pain 3 · odour · periwound macerated · undermining 3@1.5")
    #expect(visit("Dressing") == "foam")
    #expect(visit("Notes") == "Edges␛[2J rolled", "a control character is never printed raw")
    #expect(visit("Photos") == "abababab  JPEG  1.2 MB")
  }

  @Test func theVisitNamesWhoMeasuredIt() async {
    var assessments = Array(Fixtures.healing.prefix(2))
    assessments[1].takenBy = "anna\u{1B}[2J"
    let (presenter, _) = makePresenter(Fixtures.history(Fixtures.wound(), assessments))
    await presenter.start()
    #expect(visit("Visit")?.hasSuffix(" · by anna␛[2J") == true, "\(visit("Visit") ?? "-")")
    await presenter.handle(.select(by: -1))
    #expect(visit("Visit")?.contains(" by ") == false, "nobody logged in: no name")
  }

  @Test func theSelectionFollowsItsAssessmentWhenANewOneArrives() async {
    let (presenter, interactor) = makePresenter(
      Fixtures.history(Fixtures.wound(), Array(Fixtures.healing.prefix(3)))
    )
    await presenter.start()
    await presenter.handle(.select(by: -1))
    await presenter.handle(.select(by: -5))
    #expect(loaded?.selected == 0, "stops at the first")
    await presenter.handle(.select(by: 1))
    #expect(loaded?.selected == 1)
    // A visit recorded elsewhere, dated before the selected one: the rows shift.
    let earlier = Fixtures.assessment(10, on: "2025-04-30", Fixtures.findings(40, 30))
    interactor.send(
      Fixtures.history(Fixtures.wound(), [earlier] + Array(Fixtures.healing.prefix(3)))
    )
    #expect(await eventually { self.loaded?.rows.count == 4 })
    #expect(loaded?.selected == 2, "the same assessment, one row down")
    #expect(visit("Visit")?.hasPrefix(WoundText.shortID(Fixtures.uuid(12))) == true)
  }

  @Test func correctsTheSelectedVisitButNeverASupersededOne() async {
    let assessments = [
      Fixtures.assessment(11, on: "2025-05-01", Fixtures.findings(40, 30)),
      Fixtures.assessment(12, on: "2025-05-08", Fixtures.findings(80, 30)),
      Fixtures.assessment(13, on: "2025-05-08", Fixtures.findings(38, 30), supersedes: 12),
    ]
    let (presenter, _) = makePresenter(Fixtures.history(Fixtures.wound(), assessments))
    await presenter.start()
    await presenter.handle(.select(by: -1))
    #expect(loaded?.canCorrect == false)
    #expect(visit("Visit")?.hasSuffix("· superseded") == true)
    await presenter.handle(.correct)
    await presenter.handle(.select(by: -1))
    await presenter.handle(.correct)
    #expect(router.routes == [.open(.assess(woundID: woundID, correcting: Fixtures.id(11)))])
  }

  @Test func healsAndClosesAnOpenWoundThroughTheirForms() async {
    let (presenter, interactor) = makePresenter(
      Fixtures.history(Fixtures.wound(), Fixtures.healing)
    )
    await presenter.start()
    await presenter.handle(.heal)
    await presenter.handle(.close)
    await presenter.handle(.reopen)
    #expect(
      router.routes == [
        .open(.changeStatus(woundID: woundID, .heal)),
        .open(.changeStatus(woundID: woundID, .close)),
      ]
    )
    #expect(view.last?.prompt == nil, "an open wound is not reopened")
    #expect(interactor.reopened.isEmpty)
  }

  /// Issue 27, item 11: a wound's type and site could not be corrected in the app; `e` opens
  /// the wound form on them, for a healed wound too (its chart is corrected, not its visits).
  @Test func editsWhatTheWoundIsAndWhereOpenOrNot() async {
    let healed = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    let (presenter, _) = makePresenter(Fixtures.history(healed, Fixtures.healing))
    await presenter.start()
    await presenter.handle(.edit)
    #expect(router.routes == [.open(.edit(woundID: woundID))])
    if let data = view.last {
      let layout = WoundDetailView(styling: .plain)
      #expect(layout.action(for: .character("e"), in: data) == .edit)
      #expect(layout.keyHelp(for: data).contains(KeyHelp("e", "edit its type and site")))
    }
  }

  /// Issue 30: `v` opens the wound's photos side by side, healed or not.
  @Test func viewsTheWoundsPhotos() async {
    let healed = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    let (presenter, _) = makePresenter(Fixtures.history(healed, Fixtures.healing))
    await presenter.start()
    await presenter.handle(.photos)
    #expect(router.routes == [.open(.photos(woundID: woundID))])
    if let data = view.last {
      let layout = WoundDetailView(styling: .plain)
      #expect(layout.action(for: .character("v"), in: data) == .photos)
      #expect(layout.keyHelp(for: data).contains(KeyHelp("v", "view its photos", short: "photos")))
    }
  }

  @Test func plansAnOpenWoundsCareAndShowsThePlanUnderItsFacts() async {
    var history = Fixtures.history(Fixtures.wound(), Fixtures.healing)
    let (presenter, _) = makePresenter(history)
    await presenter.start()
    #expect(loaded?.fields.contains { $0.label == "Dressing" } == false)
    await presenter.handle(.plan)
    #expect(router.routes == [.open(.plan(woundID: woundID))])
    if let data = view.last {
      #expect(WoundDetailView(styling: .plain).action(for: .character("p"), in: data) == .plan)
    }

    history.plan = CarePlan(
      woundID: woundID,
      startsOn: CalendarDateFixture.june10,
      cleansing: nil,
      primaryDressing: "alginate",
      secondaryDressing: nil,
      change: .everyDays(2),
      assessEveryDays: 7,
      referringNurse: nil,
      version: 1,
      createdAt: Date(timeIntervalSince1970: 0),
      updatedAt: Date(timeIntervalSince1970: 0),
      updatedBy: "anna\u{1B}[2J"
    )
    let (planned, _) = makePresenter(history)
    await planned.start()
    let fields = loaded?.fields.map { "\($0.label): \($0.value)" } ?? []
    #expect(fields.contains("Dressing: alginate"))
    #expect(fields.contains("Care: Changed every 2 days · assessed every 7 days"))
    #expect(fields.contains("Plan: by anna␛[2J, 1970-01-01 00:00"), "\(fields)")
  }

  @Test func thePlanSaysWhoLastChangedItAndWhen() async {
    var history = Fixtures.history(Fixtures.wound(), Fixtures.healing)
    history.plan = CarePlan(
      woundID: woundID,
      startsOn: CalendarDateFixture.june10,
      cleansing: nil,
      primaryDressing: "alginate",
      secondaryDressing: nil,
      change: .everyDays(2),
      assessEveryDays: 7,
      referringNurse: nil,
      version: 2,
      createdAt: Date(timeIntervalSince1970: 0),
      updatedAt: Date(timeIntervalSince1970: 86_400 + 17 * 3600 + 53 * 60),
      updatedBy: "bea"
    )
    let (presenter, _) = makePresenter(history)
    await presenter.start()
    let plan = loaded?.fields.first { $0.label == "Plan" }?.value
    #expect(plan == "changed by bea, 1970-01-02 17:53")
    history.plan?.updatedBy = nil
    let (unsigned, _) = makePresenter(history)
    await unsigned.start()
    #expect(loaded?.fields.first { $0.label == "Plan" }?.value == "changed 1970-01-02 17:53")
  }

  @Test func reopensAHealedWoundAfterAYes() async {
    let healed = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    let (presenter, interactor) = makePresenter(Fixtures.history(healed, Fixtures.healing))
    await presenter.start()
    #expect(view.last?.canReopen == true)
    await presenter.handle(.heal)
    await presenter.handle(.correct)
    #expect(router.routes.isEmpty, "a healed wound is neither healed again nor corrected")
    await presenter.handle(.reopen)
    #expect(view.last?.prompt == "Reopen this wound (healed 2025-06-10)? y or n")
    await presenter.handle(.dismiss)
    #expect(view.last?.prompt == nil)
    #expect(interactor.reopened.isEmpty)
    await presenter.handle(.reopen)
    await presenter.handle(.confirm)
    #expect(interactor.reopened == [woundID])
    #expect(view.last?.prompt == nil)
  }

  @Test func aFailedReopeningSaysWhy() async {
    let closed = Fixtures.wound(status: .closed(reason: "moved away"))
    let (presenter, interactor) = makePresenter(Fixtures.history(closed, []))
    interactor.reopenError = Fixtures.StubError()
    await presenter.start()
    await presenter.handle(.reopen)
    await presenter.handle(.confirm)
    #expect(view.last?.problem == "Could not reopen the wound: disk I/O error")
  }
}
