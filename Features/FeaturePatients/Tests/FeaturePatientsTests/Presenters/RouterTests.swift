import CoreTerminal
import CoreVIPER
import Foundation
import Testing

@testable import FeaturePatients

/// Records what the routers ask of the Navigator.
@MainActor
final class StubNavigator: Navigating {
  private(set) var pushed: [any Screen] = []
  private(set) var pops = 0
  private(set) var quits = 0
  /// What each `pop(saying:)` said, in order.
  private(set) var notices: [String] = []

  func push(_ screen: any Screen) { pushed.append(screen) }
  func pop() { pops += 1 }
  func pop(saying notice: String) {
    pops += 1
    notices.append(notice)
  }
  func quit() { quits += 1 }
}

/// A screen that stands for the one a router built.
@MainActor
final class PlaceholderScreen: Screen {
  let name: String
  init(_ name: String) { self.name = name }
  func start() async {}
  func render(size: TerminalSize) -> [String] { [name] }
  func handle(_ key: Key) async {}
  var keyHelp: [KeyHelp] { [] }
  var isEditingText: Bool { false }
  var onChange: (@MainActor () -> Void)?
}

@MainActor
struct RouterTests {
  let navigator = StubNavigator()

  private var pushedNames: [String] {
    navigator.pushed.compactMap { ($0 as? PlaceholderScreen)?.name }
  }

  @Test func theListPushesTheDetailAndTheAddForm() {
    let router = PatientListRouter(
      navigator: navigator,
      makeDetail: { PlaceholderScreen("detail \(Fixtures.id(1) == $0)") },
      makeAddForm: { PlaceholderScreen("add") }
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
        return PlaceholderScreen("edit")
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
      makeEditForm: { _, _ in PlaceholderScreen("edit") },
      makeRecordForm: { form, _, onSaved in
        savedCallback = onSaved
        return PlaceholderScreen("\(form)")
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
      makeEditForm: { _, _ in PlaceholderScreen("edit") },
      makeRecordForm: { form, _, onSaved in
        savedCallback = onSaved
        return PlaceholderScreen("\(form)")
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

  @Test func theFormLeavesAndReportsASave() {
    var saves = 0
    let router = FormExitRouter(navigator: navigator, onSaved: { saves += 1 })
    router.route(to: .cancelled)
    #expect(navigator.pops == 1)
    #expect(saves == 0)
    router.route(to: .saved(notice: "Saved: Dupont, Marie's phone"))
    #expect(navigator.pops == 2)
    #expect(saves == 1)
    #expect(navigator.notices == ["Saved: Dupont, Marie's phone"], "said on the screen underneath")
  }

  @Test func routersDoNotKeepTheNavigatorAlive() {
    var navigator: StubNavigator? = StubNavigator()
    let router = FormExitRouter(navigator: navigator)
    navigator = nil
    #expect(router.navigator == nil)
    router.route(to: .cancelled)  // Nothing to pop: no crash.
  }
}
