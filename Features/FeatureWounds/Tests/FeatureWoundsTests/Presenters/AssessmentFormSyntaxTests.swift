import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// Issue 27, item 9: one forgiving syntax, checked where it is typed. The assessment form takes
/// the times the Braden form takes (`2025-06-14 14:30`, `09:30`), a decimal comma (`3,2`) and
/// `none` tissue for a closed 0 × 0 bed as `--tissue none` does; a time before the wound was
/// opened is refused on its line, in words, with the opening day.
@MainActor
struct AssessmentFormSyntaxTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()
  static let now = Fixtures.noon("2025-06-15")

  func makePresenter() -> (QuestionFormPresenter<AssessmentForm>, StubAssessmentFormInteractor) {
    let interactor = StubAssessmentFormInteractor(
      start: .success((Fixtures.wound(), nil)),
      current: [],
      files: [:],
      refusals: []
    )
    let form = AssessmentForm(
      woundID: Fixtures.id(1),
      interactor: interactor,
      router: router,
      now: { Self.now },
      timeZone: Fixtures.utc,
      makeID: { Fixtures.id(77) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return (presenter, interactor)
  }

  /// Depth to the photos, after the length and width.
  private func rest(tissue: String) -> [String] {
    ["", "", "", tissue, "1", "", "", "n", "", "", "", "", ""]
  }

  @Test func aTimeBeforeTheWoundWasOpenedIsRefusedOnItsLineWithTheDay() async {
    let (presenter, _) = makePresenter()
    await presenter.start()
    await answer(presenter, "2025-04-30 14:30")
    #expect(view.question?.label == "Taken at")
    #expect(
      view.last?.problem
        == "Taken at: 2025-04-30 14:30 is before the wound was opened on 2025-05-01"
    )
    await answer(presenter, "09:30")
    #expect(view.question?.label == "Length cm", "HH:MM is today, as on the Braden form")
  }

  @Test func aDayAndTimeWithASpaceAndADecimalCommaAreTaken() async throws {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await answer(presenter, "2025-06-14 14:30")
    await answer(presenter, "3,2")
    #expect(view.last?.problem == nil)
    await answer(presenter, "2,5")
    for text in rest(tissue: "g=100") { await answer(presenter, text) }
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.findings.length == Centimetres(tenths: 32))
    #expect(saved.findings.width == Centimetres(tenths: 25))
    #expect(saved.takenAt == Fixtures.noon("2025-06-14").addingTimeInterval(2.5 * 3600))
  }

  @Test func noneTissueIsTakenForAClosedBedAndExplainedForAnOpenOne() async throws {
    let (open, _) = makePresenter()
    await open.start()
    for text in ["", "3", "2", "", "", ""] { await answer(open, text) }
    await answer(open, "none")
    #expect(view.question?.label == "Tissue %")
    #expect(view.last?.problem == "Tissue %: none is for a closed bed: length and width 0")

    let (closed, interactor) = makePresenter()
    await closed.start()
    for text in ["", "0", "0", "", "", ""] { await answer(closed, text) }
    await answer(closed, "none")
    #expect(view.last?.problem == nil)
    #expect(view.question?.label == "Exudate")
    for text in ["1", "", "", "n", "", "", "", "", ""] { await answer(closed, text) }
    await closed.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.findings.tissue == .none)
  }
}
