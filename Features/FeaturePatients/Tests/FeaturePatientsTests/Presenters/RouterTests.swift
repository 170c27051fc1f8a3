import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeaturePatients

@MainActor
struct RouterTests {
  let navigator = RecordingNavigator()

  private var pushedNames: [String] {
    navigator.pushedNames
  }

  @Test func theListPushesTheDetailAndTheAddForm() {
    let router = PatientListRouter(
      navigator: navigator,
      makeDetail: { NamedScreen("detail \(Fixtures.id(1) == $0)") },
      makeAddForm: { NamedScreen("add") }
    )
    router.route(to: .detail(Fixtures.id(1)))
    router.route(to: .addPatient)
    router.route(to: .back)
    #expect(pushedNames == ["detail true", "add"])
    #expect(navigator.pops == 1)
  }

  @Test func aSavedEditReloadsTheDetail() {
    var savedCallback: (@MainActor () -> Void)?
    let router = PatientDetailRouter(
      navigator: navigator,
      makeEditForm: { _, onSaved in
        savedCallback = onSaved
        return NamedScreen("edit")
      }
    )
    var reloads = 0
    router.onPatientEdited = { reloads += 1 }
    router.route(to: .edit(Fixtures.id(1)))
    #expect(pushedNames == ["edit"])
    savedCallback?()
    #expect(reloads == 1)
  }

  @Test func aSavedBradenAssessmentReloadsTheDetail() {
    var savedCallback: (@MainActor () -> Void)?
    let router = PatientDetailRouter(
      navigator: navigator,
      makeEditForm: { _, _ in NamedScreen("edit") },
      makeRecordForm: { form, _, onSaved in
        savedCallback = onSaved
        return NamedScreen("\(form)")
      }
    )
    var reloads = 0
    router.onPatientEdited = { reloads += 1 }
    router.route(to: .form(.braden, Fixtures.id(1)))
    #expect(pushedNames == ["braden"])
    savedCallback?()
    #expect(reloads == 1)
    let saved = FormExitRouter(navigator: navigator) { reloads += 1 }
    saved.route(to: .saved(notice: "Saved: Braden 14, moderate risk"))
    #expect(navigator.pops == 1)
    #expect(reloads == 2)
  }

  @Test func everyRecordFormOpensAndASaveReloadsTheDetail() {
    var savedCallback: (@MainActor () -> Void)?
    let router = PatientDetailRouter(
      navigator: navigator,
      makeEditForm: { _, _ in NamedScreen("edit") },
      makeRecordForm: { form, _, onSaved in
        savedCallback = onSaved
        return NamedScreen("\(form)")
      }
    )
    var reloads = 0
    router.onPatientEdited = { reloads += 1 }
    for form in PatientRecordForm.allCases {
      router.route(to: .form(form, Fixtures.id(1)))
      savedCallback?()
    }
    #expect(pushedNames == ["braden", "abpi", "photoConsent"])
    #expect(reloads == 3)
  }
}
