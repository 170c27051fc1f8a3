import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// The Braden form through the shared question form presenter, as the app builds it.
@MainActor
struct BradenFormTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()
  let interactor = StubRecordInteractor<BradenAssessment>()
  /// 2025-06-15 10:00 UTC.
  nonisolated static let now = Fixtures.noon("2025-06-15").addingTimeInterval(-2 * 3600)

  func makePresenter() -> QuestionFormPresenter<BradenForm> {
    let form = BradenForm(
      patientID: Fixtures.id(1),
      interactor: interactor,
      router: router,
      now: { Self.now },
      timeZone: Fixtures.utc,
      makeID: { BradenAssessment.ID(Fixtures.uuid(9)) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return presenter
  }

  @Test func theTimeIsNowUnlessToldAndEachSubscaleIsExplained() async {
    let presenter = makePresenter()
    await presenter.start()
    #expect(view.question?.label == "Assessed at")
    #expect(view.question?.draft == "now", "Enter keeps now")
    await presenter.handle(.submit)
    #expect(view.question?.label == "Sensory")
    #expect(view.question?.hint.contains("1 completely limited") == true)
  }

  @Test func aScoreOutOfItsRangeIsAskedAgain() async {
    let presenter = makePresenter()
    await presenter.start()
    await answer(presenter, "")
    await answer(presenter, "5")
    #expect(view.question?.label == "Sensory")
    #expect(view.last?.problem == "Sensory: must be a score from 1 to 4")
    for score in ["3", "2", "2", "2", "3"] { await answer(presenter, score) }
    #expect(view.question?.label == "Friction")
    await answer(presenter, "4")
    #expect(view.last?.problem == "Friction: must be a score from 1 to 3")
    await answer(presenter, "x")
    #expect(view.last?.problem == "Friction: must be a score from 1 to 3")
  }

  @Test func theSummaryShowsLibPatientsTotalAndBandAndEnterSaves() async {
    let presenter = makePresenter()
    await presenter.start()
    for text in ["now", "3", "2", "2", "2", "3", "2"] { await answer(presenter, text) }
    let expected = BradenScores(
      sensoryPerception: 3,
      moisture: 2,
      activity: 2,
      mobility: 2,
      nutrition: 3,
      frictionShear: 2
    )
    #expect(
      view.last?.answered.suffix(2) == [
        .init(label: "Total", value: "\(expected.total) of 23 (lower is riskier)"),
        .init(label: "Risk", value: expected.risk.label),
      ]
    )
    await presenter.handle(.save)
    #expect(
      interactor.recorded == [
        BradenAssessment(
          id: BradenAssessment.ID(Fixtures.uuid(9)),
          patientID: Fixtures.id(1),
          assessedAt: Self.now,
          scores: expected
        )
      ]
    )
    #expect(router.routes == [.saved(notice: "Saved: Braden 14, moderate risk")])
  }

  @Test func aVisitWrittenDownLaterKeepsItsTime() async {
    let presenter = makePresenter()
    await presenter.start()
    await answer(presenter, "2025-06-15 11:00")
    #expect(view.last?.problem == "Assessed at: 2025-06-15 11:00 is in the future")
    await answer(presenter, "yesterday")
    #expect(view.last?.problem?.hasPrefix("Assessed at: \"yesterday\" is not a time") == true)
    await answer(presenter, "08:15")
    #expect(view.last?.answered.first == .init(label: "Assessed at", value: "2025-06-15 08:15"))
    for score in ["4", "4", "4", "4", "4", "3"] { await answer(presenter, score) }
    await presenter.handle(.save)
    let eightFifteen = Self.now.addingTimeInterval(-105 * 60)
    #expect(interactor.recorded.first?.assessedAt == eightFifteen)
    #expect(interactor.recorded.first?.total == 23)
  }

  @Test func aRefusalFromTheLibraryAsksThatSubscaleAgain() async {
    let presenter = makePresenter()
    await presenter.start()
    for text in ["now", "3", "2", "2", "2", "3", "2"] { await answer(presenter, text) }
    interactor.refusal = RuleViolation(field: "friction", reason: "must be 1-3")
    await presenter.handle(.save)
    #expect(view.question?.label == "Friction")
    #expect(interactor.recorded.isEmpty)
    #expect(router.routes.isEmpty)
  }

  @Test func cancelLeavesWithoutSaving() async {
    let presenter = makePresenter()
    await presenter.start()
    await presenter.handle(.cancel)
    #expect(router.routes == [.cancelled])
    #expect(interactor.recorded.isEmpty)
  }
}
