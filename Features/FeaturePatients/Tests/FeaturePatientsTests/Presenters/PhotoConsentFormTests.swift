import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// Issue 29, item 4: the photo consent form (`c` on a patient's detail) through the shared
/// question form presenter: the scope asked only of a given consent, the patient and today
/// unless told, what the answer allows on the summary, a refusal re-asking its part.
@MainActor
struct PhotoConsentFormTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()
  let interactor = StubRecordInteractor<PhotoConsent>()

  func makePresenter() -> QuestionFormPresenter<PhotoConsentForm> {
    let form = PhotoConsentForm(
      patientID: Fixtures.id(1),
      interactor: interactor,
      router: router,
      today: { Fixtures.today }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return presenter
  }

  private var label: String? {
    guard case .asking(let question) = view.last?.content else { return nil }
    return question.label
  }

  @Test func aGivenConsentAsksItsScopeAndIsSavedAsThePatientsToday() async throws {
    let presenter = makePresenter()
    await presenter.start()
    #expect(label == "Answer")
    await answer(presenter, "maybe")
    #expect(view.last?.problem == "Answer: one of given, refused, withdrawn")
    await answer(presenter, "given")
    #expect(label == "Covers")
    await answer(presenter, "sharing")
    await answer(presenter, "")
    await answer(presenter, "today")
    #expect(
      view.last?.answered.last?.value == "new photos, shared in reports and exports",
      "what the answer allows, before saving"
    )
    await presenter.handle(.save)
    #expect(interactor.recorded == [.given(on: Fixtures.today, by: "the patient", scope: .sharing)])
    #expect(
      router.routes == [
        .saved(
          notice:
            "Saved: photo consent given on \(Fixtures.today) by the patient, for the record and sharing"
        )
      ]
    )
  }

  @Test func aWithdrawalIsNotAskedAScope() async throws {
    let presenter = makePresenter()
    await presenter.start()
    await answer(presenter, "withdrawn")
    #expect(label == "Given by", "no scope for a withdrawal")
    await answer(presenter, "her son")
    await answer(presenter, "2025-06-01")
    await presenter.handle(.save)
    let day = try #require(CalendarDate("2025-06-01"))
    #expect(interactor.recorded == [.withdrawn(on: day, by: "her son")])
  }

  @Test func aRefusalReAsksThePartItNames() async {
    interactor.refusal = RuleViolation(field: "photoConsentOn", reason: "is in the future")
    let presenter = makePresenter()
    await presenter.start()
    for text in ["refused", "", "today"] { await answer(presenter, text) }
    await presenter.handle(.save)
    #expect(label == "Day")
    #expect(view.last?.problem == "Day: is in the future")
    #expect(router.routes.isEmpty)
  }
}
