import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

final class StubWoundFormInteractor: WoundFormInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var refusals: [Error]
  private var _opened: [NewWound] = []
  private var _edits: [(Wound.ID, WoundDetails)] = []
  /// The wound an edit reads.
  let stored: Wound

  init(refusals: [Error] = [], stored: Wound = Fixtures.wound()) {
    self.refusals = refusals
    self.stored = stored
  }

  var opened: [NewWound] { lock.withLock { _opened } }
  var edits: [(Wound.ID, WoundDetails)] { lock.withLock { _edits } }

  func wound(_ id: Wound.ID) async throws -> Wound {
    guard id == stored.id else { throw WoundLookupError.woundNotFound(id) }
    return stored
  }

  func edit(_ id: Wound.ID, _ edit: WoundDetails) async throws {
    lock.withLock { _edits.append((id, edit)) }
  }

  func open(_ wound: NewWound) async throws {
    let refusal: Error? = lock.withLock {
      _opened.append(wound)
      return refusals.isEmpty ? nil : refusals.removeFirst()
    }
    if let refusal { throw refusal }
  }
}

/// The new-wound form through the shared question form presenter, as the app builds it.
@MainActor
struct WoundFormTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()

  func makePresenter(
    refusals: [Error] = []
  ) -> (QuestionFormPresenter<WoundForm>, StubWoundFormInteractor) {
    let interactor = StubWoundFormInteractor(refusals: refusals)
    let form = WoundForm(
      patientID: Fixtures.patientID(100),
      interactor: interactor,
      router: router,
      today: { CalendarDate("2025-06-15")! },
      makeID: { Fixtures.id(5) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return (presenter, interactor)
  }

  private var label: String? {
    guard case .asking(let question) = view.last?.content else { return nil }
    return question.label
  }

  private var isOnTheSummary: Bool {
    if case .confirming = view.last?.content { return true }
    return false
  }

  /// Replaces the draft with `text`, as a nurse would with Ctrl-U then typing, and submits.

  @Test func aPressureInjuryIsAskedItsStage() async throws {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    #expect(label == "Type")
    for text in ["pressure", "sacrum", "6", "stage-3", "over the sacrum", "2025-06-01"] {
      await answer(presenter, text)
    }
    #expect(isOnTheSummary)
    #expect(
      view.last?.answered.map(\.value) == [
        "pressure-injury", "sacrum", "6", "stage-3", "over the sacrum", "2025-06-01",
      ]
    )
    await presenter.handle(.save)
    let wound = try #require(interactor.opened.first)
    #expect(wound.id == Fixtures.id(5))
    #expect(wound.site == .sacrum && wound.clockPosition == 6)
    #expect(wound.patientID == Fixtures.patientID(100))
    #expect(wound.stage == .stage3)
    #expect(wound.openedOn == CalendarDate("2025-06-01"))
    #expect(router.routes == [.saved(notice: "Saved: new wound Pressure injury · sacrum")])
  }

  @Test func otherWoundsSkipTheStageAndOpenToday() async throws {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await answer(presenter, "venous-leg-ulcer")
    #expect(label == "Site")
    await answer(presenter, "left-lower-leg")
    #expect(label == "Clock")
    await answer(presenter, "")
    #expect(label == "Location")
    await answer(presenter, "")
    await answer(presenter, "")
    #expect(
      view.last?.answered.map(\.label) == ["Type", "Site", "Clock", "Location", "Opened on"]
    )
    #expect(view.last?.answered.last?.value == "today")
    await presenter.handle(.save)
    let wound = try #require(interactor.opened.first)
    #expect(wound.stage == nil && wound.clockPosition == nil)
    #expect(wound.openedOn == nil)
  }

  @Test func badAnswersAreAskedAgain() async {
    let (presenter, _) = makePresenter()
    await presenter.start()
    await answer(presenter, "ulcer")
    #expect(label == "Type")
    #expect(view.last?.problem?.hasPrefix("Type: \"ulcer\" is not one of") == true)
    await answer(presenter, "burn")
    await answer(presenter, "knee")
    #expect(label == "Site")
    await answer(presenter, "back")
    await answer(presenter, "13")
    #expect(label == "Clock")
    #expect(view.last?.problem?.hasPrefix("Clock: \"13\" is not one of 1-12") == true)
    await answer(presenter, "")
    await answer(presenter, "")
    await answer(presenter, "2025-07-01")
    #expect(view.last?.problem == "Opened on: 2025-07-01 is in the future")
  }

  @Test func aRefusalOnSaveReAsksThatField() async {
    let refusal = RuleViolation(field: "openedOn", reason: "is before the patient's file")
    let (presenter, interactor) = makePresenter(refusals: [refusal])
    await presenter.start()
    for text in ["burn", "back", "", "", "2025-06-01"] { await answer(presenter, text) }
    await presenter.handle(.save)
    #expect(label == "Opened on")
    #expect(view.last?.problem == "openedOn: is before the patient's file")
    await answer(presenter, "2025-06-02")
    #expect(isOnTheSummary)
    await presenter.handle(.save)
    #expect(interactor.opened.last?.openedOn == CalendarDate("2025-06-02"))
  }

  @Test func aPastedLocationKeepsItsLinesAndBackChangesTheType() async throws {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await answer(presenter, "pressure")
    await answer(presenter, "sacrum")
    #expect(label == "Clock")
    await presenter.handle(.back)
    await presenter.handle(.back)
    #expect(label == "Type")
    await answer(presenter, "burn")
    #expect(label == "Site")
    await presenter.handle(.submit)
    await presenter.handle(.submit)
    #expect(label == "Location", "a burn has no stage to ask")
    await presenter.handle(.edit(.insert("left of the scar,\nbelow the navel")))
    await presenter.handle(.submit)
    await answer(presenter, "")
    #expect(isOnTheSummary)
    #expect(
      view.last?.answered.map(\.label) == ["Type", "Site", "Clock", "Location", "Opened on"]
    )
    await presenter.handle(.save)
    let wound = try #require(interactor.opened.first)
    #expect(wound.type == .burn && wound.stage == nil)
    #expect(wound.description == "left of the scar,\nbelow the navel")
  }

  @Test func anUnknownPatientStaysOnTheSummary() async {
    let (presenter, _) = makePresenter(refusals: [
      WoundLookupError.patientNotFound(Fixtures.patientID(100))
    ])
    await presenter.start()
    for text in ["burn", "back", "", "", ""] { await answer(presenter, text) }
    await presenter.handle(.save)
    #expect(isOnTheSummary)
    #expect(view.last?.problem?.hasPrefix("Could not save: patient: no patient with id") == true)
    await presenter.handle(.cancel)
    await presenter.handle(.discard)
    #expect(router.routes == [.cancelled])
  }

  /// Issue 27, item 11: a wound's type and site could not be corrected in the app. The edit
  /// opens on what the wound is and where; the opening day is its history and is not asked.
  @Test func anEditOfTypeAndSiteOpensOnTheSummaryAndSavesThroughTheLibrarysEdit() async throws {
    let interactor = StubWoundFormInteractor(stored: Fixtures.wound(description: "above the ankle"))
    let form = WoundForm(
      mode: .edit(woundID: Fixtures.id(1)),
      interactor: interactor,
      router: router,
      today: { CalendarDate("2025-06-15")! },
      makeID: { Fixtures.id(5) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    await presenter.start()
    #expect(view.last?.title == "Edit Venous leg ulcer · left lower leg")
    #expect(view.last?.content == .confirming(selected: 0))
    #expect(
      view.last?.answered.map(\.value) == [
        "venous-leg-ulcer", "left-lower-leg", "—", "above the ankle",
      ]
    )
    await presenter.handle(.editSelected)
    await answer(presenter, "pressure")
    #expect(
      view.last?.answered.map(\.label) == ["Type", "Site", "Clock", "Stage", "Location"],
      "a pressure injury is asked its stage"
    )
    await presenter.handle(.select(by: 1))
    await presenter.handle(.editSelected)
    await answer(presenter, "right-heel")
    await presenter.handle(.select(by: 1))
    await presenter.handle(.editSelected)
    await answer(presenter, "4")
    await presenter.handle(.select(by: 1))
    await presenter.handle(.editSelected)
    await answer(presenter, "2")
    await presenter.handle(.save)
    let (id, edit) = try #require(interactor.edits.first)
    #expect(id == Fixtures.id(1) && interactor.opened.isEmpty)
    #expect(
      edit
        == WoundDetails(
          type: .pressureInjury,
          site: .rightHeel,
          clockPosition: 4,
          description: "above the ankle",
          stage: .stage2
        )
    )
    #expect(router.routes == [.saved(notice: "Saved: the wound's 4 answers")])
  }
}
