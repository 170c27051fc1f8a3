import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// The Braden form as the nurse sees it: a subscale asked with what its scores mean, a score
/// refused, and the summary with LibPatient's total and band.
@MainActor
struct BradenFormScreenTests {
  let layout = QuestionFormView(styling: .plain)

  func started() async -> QuestionFormPresenter<BradenForm> {
    let form = BradenForm(
      patientID: Fixtures.id(1),
      interactor: StubRecordInteractor<BradenAssessment>(),
      router: RecordingFormExitRouter(),
      now: { Fixtures.noon("2025-06-15") },
      timeZone: Fixtures.utc
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    return presenter
  }

  @Test func askingASubscale() async {
    let presenter = await started()
    await answer(presenter, "now")
    await answer(presenter, "3")
    assertLines(of: layout, for: presenter.viewData, widths: [80, 60, 40])
  }

  @Test func aScoreRefused() async {
    let presenter = await started()
    await answer(presenter, "now")
    await answer(presenter, "7")
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func theSummaryWithTotalAndRisk() async {
    let presenter = await started()
    for text in ["08:30", "2", "1", "2", "2", "2", "1"] { await answer(presenter, text) }
    assertLines(of: layout, for: presenter.viewData)
  }
}
