import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// The assessment form's summary screens the assessment being typed, against the wound's
/// stored ones, with LibWound's rule, before it is saved.
@MainActor
struct AssessmentFormScreeningTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()

  /// The wound seen on 2025-06-01: 3.0 × 2.0, light exudate.
  static let previous = Fixtures.assessment(
    11,
    on: "2025-06-01",
    Fixtures.findings(30, 20, exudate: .light)
  )

  func makePresenter(
    history: [Assessment],
    correcting: Assessment.ID? = nil
  ) -> QuestionFormPresenter<AssessmentForm> {
    let form = AssessmentForm(
      woundID: Fixtures.id(1),
      correcting: correcting,
      interactor: StubAssessmentFormInteractor(
        start: .success((Fixtures.wound(), history.last?.findings)),
        current: history
      ),
      router: router,
      now: { Fixtures.noon("2025-06-15") },
      timeZone: Fixtures.utc,
      makeID: { Fixtures.id(77) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return presenter
  }

  /// Answers every question of an assessment, from the visit's time to the photos.
  func answerAll(
    _ presenter: QuestionFormPresenter<AssessmentForm>,
    infection: String
  ) async {
    await presenter.start()
    for text in [
      "", "4", "3", "0.5", "", "", "g=70, s=30", "moderate", "serous", "macerated", "n", "3",
      infection, "foam", "", "",
    ] {
      await presenter.handle(.edit(.moveToEnd))
      await presenter.handle(.edit(.deleteToStart))
      await presenter.handle(.edit(.insert(text)))
      await presenter.handle(.submit)
    }
  }

  var infectionFact: String? {
    view.last?.answered.last { $0.label == "Infection" }?.value
  }

  @Test func theSummaryGivesTheDeepVerdictAgainstThePreviousVisit() async {
    let presenter = makePresenter(history: [Self.previous])
    await answerAll(presenter, infection: "warmth, fever")
    guard case .confirming = view.last?.content else {
      Issue.record("not on the summary: \(String(describing: view.last?.content))")
      return
    }
    // 12.0 cm² after 6.0, moderate after light, warmth: three STONEES signs.
    #expect(
      infectionFact
        == "Deep infection suspected: tell the physician today."
        + " NERDS 2/5 (exudate increased, debris)"
        + " · STONEES 3/7 (size bigger, temperature increased, exudate increased) · fever"
    )
  }

  @Test func aFirstAssessmentCountsNoIncrease() async {
    let presenter = makePresenter(history: [])
    await answerAll(presenter, infection: "warmth")
    #expect(
      infectionFact
        == "No verdict. NERDS 1/5 (debris) · STONEES 1/7 (temperature increased)"
    )
  }

  @Test func aCorrectionIsScreenedInPlaceOfTheAssessmentItCorrects() async {
    // Correcting the only visit: it has no previous, so nothing increased.
    let presenter = makePresenter(history: [Self.previous], correcting: Self.previous.id)
    await presenter.start()
    #expect(infectionFact == "No verdict. NERDS 1/5 (debris) · STONEES 0/7")
  }
}
