import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

final class StubWoundStatusInteractor: WoundStatusFormInteracting, @unchecked Sendable {
  private let lock = NSLock()
  let wound: Wound
  /// What the next heal or close throws.
  var refusal: Error?
  private(set) var healed: [CalendarDate?] = []
  private(set) var closed: [String] = []

  init(wound: Wound = Fixtures.wound()) { self.wound = wound }

  func wound(_ id: Wound.ID) async throws -> Wound { wound }

  func heal(_ id: Wound.ID, on day: CalendarDate?) async throws {
    if let refusal = lock.withLock({ () -> Error? in
      healed.append(day)
      return refusal
    }) {
      throw refusal
    }
  }

  func close(_ id: Wound.ID, reason: String) async throws {
    if let refusal = lock.withLock({ () -> Error? in
      closed.append(reason)
      return refusal
    }) {
      throw refusal
    }
  }
}

/// Healing a wound on a day, or closing it with a reason, confirmed on the form's summary.
@MainActor
struct WoundStatusFormTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()

  func makePresenter(
    _ change: WoundStatusChange,
    _ interactor: StubWoundStatusInteractor = StubWoundStatusInteractor()
  ) -> QuestionFormPresenter<WoundStatusForm> {
    let form = WoundStatusForm(
      woundID: Fixtures.id(1),
      change: change,
      interactor: interactor,
      router: router,
      today: { CalendarDate("2025-06-15")! }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return presenter
  }

  @Test func healsOnTheDayGivenAfterTheSummary() async {
    let interactor = StubWoundStatusInteractor()
    let presenter = makePresenter(.heal, interactor)
    await presenter.start()
    #expect(view.last?.title == "Heal Venous leg ulcer · left lower leg")
    await answer(presenter, "2025-06-16")
    #expect(view.last?.problem == "Healed on: 2025-06-16 is in the future")
    await answer(presenter, "2025-06-12")
    #expect(view.last?.answered == [.init(label: "Healed on", value: "2025-06-12")])
    #expect(interactor.healed.isEmpty, "nothing is written before the summary's Enter")
    await presenter.handle(.save)
    #expect(interactor.healed == [CalendarDate("2025-06-12")])
    #expect(router.routes == [.saved(notice: "Saved: the wound is healed")])
  }

  @Test func blankHealsToday() async {
    let interactor = StubWoundStatusInteractor()
    let presenter = makePresenter(.heal, interactor)
    await presenter.start()
    await answer(presenter, "")
    #expect(view.last?.answered == [.init(label: "Healed on", value: "today")])
    await presenter.handle(.save)
    #expect(interactor.healed == [nil])
  }

  @Test func closesWithAReasonAndNeverWithout() async {
    let interactor = StubWoundStatusInteractor()
    let presenter = makePresenter(.close, interactor)
    await presenter.start()
    await answer(presenter, "  ")
    #expect(view.last?.problem == "Reason: say why the wound is closed")
    await answer(presenter, "moved away")
    await presenter.handle(.save)
    #expect(interactor.closed == ["moved away"])
  }

  /// Issue 27, item 9: a day before the wound was opened is refused where it is typed, with
  /// the opening day.
  @Test func aDayBeforeTheOpeningIsRefusedWhereTyped() async {
    let interactor = StubWoundStatusInteractor()
    let presenter = makePresenter(.heal, interactor)
    await presenter.start()
    await answer(presenter, "2025-04-30")
    #expect(
      view.last?.problem == "Healed on: 2025-04-30 is before the wound was opened on 2025-05-01"
    )
    await answer(presenter, "2025-05-01")
    #expect(view.last?.problem == nil)
    await presenter.handle(.save)
    #expect(interactor.healed == [CalendarDate("2025-05-01")])
  }

  @Test func theLibrarysRefusalAsksTheDayAgain() async {
    let interactor = StubWoundStatusInteractor()
    interactor.refusal = RuleViolation(field: "on", reason: "is before the wound was opened")
    let presenter = makePresenter(.heal, interactor)
    await presenter.start()
    await answer(presenter, "2025-05-02")
    await presenter.handle(.save)
    #expect(view.last?.problem == "Healed on: is before the wound was opened on 2025-05-01")
    guard case .asking(let question) = view.last?.content else {
      Issue.record("the day is not asked again")
      return
    }
    #expect(question.label == "Healed on")
    #expect(router.routes.isEmpty)
  }

  @Test func aWoundThatIsNotOpenSaysSo() async {
    let healed = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    let presenter = makePresenter(.close, StubWoundStatusInteractor(wound: healed))
    await presenter.start()
    #expect(view.last?.content == .failed(message: "This wound is healed 2025-06-10."))
  }
}
