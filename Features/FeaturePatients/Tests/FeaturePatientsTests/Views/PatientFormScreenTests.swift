import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeaturePatients

/// The patient form as the nurse sees it: its own questions through the shared question
/// form (whose states CoreVIPER's snapshots cover one by one).
@MainActor
struct PatientFormScreenTests {
  let layout = QuestionFormView(styling: .plain)

  func editing() async -> QuestionFormPresenter<PatientForm> {
    let id = Fixtures.id(1)
    let form = PatientForm(
      mode: .edit(id),
      interactor: StubFormInteractor(existing: .success(Fixtures.patient(id: id))),
      router: RecordingFormExitRouter(),
      today: { Fixtures.today }
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    return presenter
  }

  /// An edit opens on her record, every answer listed: the nurse picks the one to change.
  @Test func anEditOpensOnItsSummary() async {
    let presenter = await editing()
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func thePhoneEditedFromTheSummary() async {
    let presenter = await editing()
    await presenter.handle(.select(by: 5))
    await presenter.handle(.editSelected)
    assertLines(of: layout, for: presenter.viewData)
  }
}
