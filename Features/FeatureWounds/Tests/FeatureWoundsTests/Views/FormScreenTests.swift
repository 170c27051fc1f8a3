import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

/// The wound forms as the nurse sees them: their own questions through the shared question
/// form (whose states CoreVIPER's snapshots cover one by one).
@MainActor
struct FormScreenTests {
  let layout = QuestionFormView(styling: .plain)

  func assessing(
    _ wound: Wound = Fixtures.wound(),
    last: AssessmentFindings? = Fixtures.findings(40, 30, depth: 5)
  ) async -> QuestionFormPresenter<AssessmentForm> {
    let form = AssessmentForm(
      woundID: Fixtures.id(1),
      interactor: StubAssessmentFormInteractor(start: .success((wound, last))),
      router: RecordingFormExitRouter(),
      now: { Fixtures.noon("2025-06-15") },
      timeZone: Fixtures.utc,
      makeID: { Fixtures.id(77) }
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    return presenter
  }

  func newWound() async -> QuestionFormPresenter<WoundForm> {
    let form = WoundForm(
      patientID: Fixtures.patientID(100),
      interactor: StubWoundFormInteractor(),
      router: RecordingFormExitRouter(),
      today: { CalendarDate("2025-06-15")! },
      makeID: { Fixtures.id(5) }
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    return presenter
  }

  /// The heal-or-close form asking its question.
  @Test func healingAWoundAsksTheDay() async {
    let form = WoundStatusForm(
      woundID: Fixtures.id(1),
      change: .heal,
      interactor: StubWoundStatusInteractor(),
      router: RecordingFormExitRouter(),
      today: { CalendarDate("2025-06-15")! }
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    await submit(presenter, ["2025-06-20"])
    assertLines(of: layout, for: presenter.viewData, widths: [60])
  }

  func submit(_ presenter: QuestionFormPresenter<some QuestionForm>, _ answers: [String]) async {
    for answer in answers {
      await presenter.handle(.edit(.insert(answer)))
      await presenter.handle(.submit)
    }
  }

  @Test func assessmentPreFilledFromTheLastVisit() async {
    let presenter = await assessing()
    await submit(presenter, ["", "3.5", "2.5", "", "", ""])
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func assessmentSummaryWithAreaAndPUSH() async {
    let presenter = await assessing(last: nil)
    await submit(
      presenter,
      [
        "2025-06-14T09:30", "4", "3", "0.5", "", "", "g=70, s=30", "moderate", "serous",
        "macerated", "n", "3", "",
        "foam",
        "Edges rolled on the medial side.\nDaughter asks about the night.", "",
      ]
    )
    assertLines(of: layout, for: presenter.viewData)
    let lines = layout.lines(for: presenter.viewData, size: .standard)
    #expect(lines.count <= 23, "the keys stay above the Navigator's row on 24 rows")
  }

  /// A correction opens on the summary of the assessment it corrects, with its area and PUSH.
  @Test func aCorrectionOpensOnItsSummary() async {
    let old = Fixtures.assessment(12, on: "2025-06-10", Fixtures.findings(80, 30))
    let form = AssessmentForm(
      woundID: Fixtures.id(1),
      correcting: old.id,
      interactor: StubAssessmentFormInteractor(
        start: .success((Fixtures.wound(), old.findings)),
        current: [old]
      ),
      router: RecordingFormExitRouter(),
      now: { Fixtures.noon("2025-06-15") },
      timeZone: Fixtures.utc,
      makeID: { Fixtures.id(77) }
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    await presenter.handle(.select(by: 2))
    assertLines(of: layout, for: presenter.viewData)
  }

  /// The wound's type and site corrected from the summary of what it is and where.
  @Test func aWoundEditOpensOnItsSummary() async {
    let form = WoundForm(
      mode: .edit(woundID: Fixtures.id(1)),
      interactor: StubWoundFormInteractor(stored: Fixtures.wound(description: "above the ankle")),
      router: RecordingFormExitRouter(),
      today: { CalendarDate("2025-06-15")! },
      makeID: { Fixtures.id(5) }
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    await presenter.handle(.select(by: 1))
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func theExudatePickList() async {
    let presenter = await assessing(last: nil)
    await submit(presenter, ["", "4", "3", "", "", "", "g=100"])
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func theTakenAtQuestionRefusingTheFuture() async {
    let presenter = await assessing()
    await submit(presenter, ["2025-06-16T08:00"])
    assertLines(of: layout, for: presenter.viewData, widths: [60])
  }

  @Test func anUnknownSiteListsEverySite() async {
    let presenter = await newWound()
    await submit(presenter, ["2", "shin"])
    #expect(
      presenter.viewData.problem?.hasSuffix(
        "abdomen, back, other, bilateral-heel, bilateral-ischium, bilateral-trochanter, bilateral-malleolus, bilateral-lower-leg, bilateral-foot, bilateral-toe"
      ) == true
    )
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func aHealedWoundIsNotAssessed() async {
    let healed = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    let presenter = await assessing(healed)
    assertLines(of: layout, for: presenter.viewData, widths: [60])
  }

  @Test func newWoundAskingTheStage() async {
    let presenter = await newWound()
    await submit(presenter, ["pressure", "sacrum", ""])
    await presenter.handle(.edit(.insert("stage-")))
    assertLines(of: layout, for: presenter.viewData)
  }
}
