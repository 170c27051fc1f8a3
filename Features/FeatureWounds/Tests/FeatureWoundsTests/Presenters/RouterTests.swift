import CoreTerminal
import CoreVIPER
import Foundation
import Testing

@testable import FeatureWounds

/// A screen that shows nothing, named so a test can tell which one was pushed.
@MainActor
final class NamedScreen: Screen {
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
final class RecordingNavigator: Navigating {
  private(set) var pushed: [String] = []
  private(set) var pops = 0
  /// What each `pop(saying:)` said, in order.
  private(set) var notices: [String] = []
  func push(_ screen: Screen) { pushed.append((screen as? NamedScreen)?.name ?? "?") }
  func pop() { pops += 1 }
  func pop(saying notice: String) {
    pops += 1
    notices.append(notice)
  }
  func quit() {}
}

@MainActor
struct RouterTests {
  let navigator = RecordingNavigator()

  @Test func theListOpensAWoundOrItsFormAndHearsOfSavesFromEither() {
    var savedCallbacks: [@MainActor () -> Void] = []
    let router = WoundListRouter(
      navigator: navigator,
      makeDetail: { id, onSaved in
        savedCallbacks.append(onSaved)
        return NamedScreen("detail \(id == Fixtures.id(1))")
      },
      makeAssessmentForm: { id, onSaved in
        savedCallbacks.append(onSaved)
        return NamedScreen("form \(id == Fixtures.id(1))")
      },
      makeWoundForm: { onSaved in
        savedCallbacks.append(onSaved)
        return NamedScreen("new wound")
      }
    )
    var reloads = 0
    router.onAssessmentSaved = { reloads += 1 }
    router.route(to: .detail(Fixtures.id(1)))
    router.route(to: .assess(Fixtures.id(1)))
    router.route(to: .addWound)
    router.route(to: .back)
    #expect(navigator.pushed == ["detail true", "form true", "new wound"])
    #expect(navigator.pops == 1)
    for callback in savedCallbacks { callback() }
    #expect(reloads == 3)
  }

  @Test func theDetailOpensEachFormItAsksFor() {
    let router = WoundDetailRouter(navigator: navigator) { destination in
      switch destination {
      case .assess(_, let correcting): return NamedScreen(correcting == nil ? "assess" : "correct")
      case .changeStatus(_, let change): return NamedScreen("\(change)")
      case .plan: return NamedScreen("plan")
      case .edit: return NamedScreen("edit")
      }
    }
    router.route(to: .open(.assess(woundID: Fixtures.id(1), correcting: nil)))
    router.route(to: .open(.assess(woundID: Fixtures.id(1), correcting: Fixtures.id(11))))
    router.route(to: .open(.changeStatus(woundID: Fixtures.id(1), .heal)))
    router.route(to: .open(.changeStatus(woundID: Fixtures.id(1), .close)))
    router.route(to: .open(.plan(woundID: Fixtures.id(1))))
    router.route(to: .open(.edit(woundID: Fixtures.id(1))))
    router.route(to: .back)
    #expect(navigator.pushed == ["assess", "correct", "heal", "close", "plan", "edit"])
    #expect(navigator.pops == 1)
  }

  @Test func theFormLeavesAndTellsOfASave() {
    var saved = 0
    let router = AssessmentFormRouter(navigator: navigator) { saved += 1 }
    router.route(to: .cancelled)
    #expect(saved == 0)
    router.route(to: .saved(notice: "Saved: assessment of Skin tear · sacrum"))
    #expect(saved == 1)
    #expect(navigator.pops == 2)
    #expect(navigator.notices == ["Saved: assessment of Skin tear · sacrum"])
  }
}
