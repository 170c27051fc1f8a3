import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// Issue 29, item 2: the ABPI form through the shared question form presenter, as the app
/// builds it: pressures blank when not taken, each leg's index and band from LibPatient on the
/// summary, a refusal re-asking the pressure it names.
@MainActor
struct ABPIFormTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()
  let interactor = StubRecordInteractor<ABPIMeasurement>()
  /// 2025-06-15 10:00 UTC.
  nonisolated static let now = Fixtures.noon("2025-06-15").addingTimeInterval(-2 * 3600)

  func makePresenter() -> QuestionFormPresenter<ABPIForm> {
    let form = ABPIForm(
      patientID: Fixtures.id(1),
      interactor: interactor,
      router: router,
      now: { Self.now },
      timeZone: Fixtures.utc,
      makeID: { ABPIMeasurement.ID(Fixtures.uuid(9)) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return presenter
  }

  private var label: String? {
    guard case .asking(let question) = view.last?.content else { return nil }
    return question.label
  }

  @Test func thePressuresAreAskedAndTheSummaryShowsEachLegsIndexAndBand() async throws {
    let presenter = makePresenter()
    await presenter.start()
    #expect(label == "Measured at")
    await answer(presenter, "")
    await answer(presenter, "12o")
    #expect(label == "Left arm", "not a number: asked again")
    #expect(view.last?.problem == "Left arm: whole mmHg, or blank when not taken")
    // Left arm 128, right 132; left leg 120/118 (0.91), right leg 90 (0.68).
    for text in ["128", "132", "120", "118", "90", ""] { await answer(presenter, text) }
    #expect(
      view.last?.answered.last?.value
        == "left 0.91 no significant arterial disease (compression: full or reduced) · right "
        + "0.68 arterial or mixed disease (compression: reduced, on specialist advice only)"
    )
    #expect(view.last?.answered.first { $0.label == "Right PT" }?.value == "not taken")
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.id == ABPIMeasurement.ID(Fixtures.uuid(9)) && saved.measuredAt == Self.now)
    #expect(saved.brachial == ArmPressures(left: 128, right: 132))
    #expect(saved.right == AnklePressures(dorsalisPedis: 90, posteriorTibial: nil))
    #expect(router.routes == [.saved(notice: "Saved: ABPI left 0.91, right 0.68")])
  }

  @Test func aRefusalReAsksThePressureItNames() async {
    interactor.refusal = RuleViolation(
      field: "brachialLeft",
      reason: "or the right one is required"
    )
    let presenter = makePresenter()
    await presenter.start()
    for text in ["", "", "", "120", "", "", ""] { await answer(presenter, text) }
    await presenter.handle(.save)
    #expect(label == "Left arm")
    #expect(view.last?.problem == "Left arm: or the right one is required")
    #expect(router.routes.isEmpty)
  }
}
