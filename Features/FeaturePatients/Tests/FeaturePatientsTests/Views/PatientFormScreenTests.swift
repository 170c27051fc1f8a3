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
      router: StubFormRouter(),
      today: { Fixtures.today }
    )
    let presenter = QuestionFormPresenter(form: form)
    await presenter.start()
    return presenter
  }

  @Test func editPrefilled() async {
    let presenter = await editing()
    for _ in 0..<4 { await presenter.handle(.submit) }
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func summary() async {
    let presenter = await editing()
    for _ in PatientFormField.allCases { await presenter.handle(.submit) }
    await presenter.handle(.select(by: 4))
    assertLines(of: layout, for: presenter.viewData)
  }
}
