import CoreTesting
import CoreVIPER
import Testing

/// The one router of every form of every flow: it only leaves, and says what was saved.
@MainActor
struct FormExitRouterTests {
  let navigator = RecordingNavigator()

  @Test func theFormLeavesAndReportsASave() {
    var saves = 0
    let router = FormExitRouter(navigator: navigator, onSaved: { saves += 1 })
    router.route(to: .cancelled)
    #expect(navigator.pops == 1)
    #expect(saves == 0)
    #expect(navigator.notices.isEmpty, "a form given up says nothing")
    router.route(to: .saved(notice: "Saved: Dupont, Marie's phone"))
    #expect(navigator.pops == 2)
    #expect(saves == 1)
    #expect(navigator.notices == ["Saved: Dupont, Marie's phone"], "said on the screen underneath")
  }

  @Test func theRouterDoesNotKeepTheNavigatorAlive() {
    var navigator: RecordingNavigator? = RecordingNavigator()
    let router = FormExitRouter(navigator: navigator)
    navigator = nil
    #expect(router.navigator == nil)
    router.route(to: .cancelled)  // Nothing to pop: no crash.
  }
}
