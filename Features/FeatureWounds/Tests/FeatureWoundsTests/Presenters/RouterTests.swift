import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureWounds

/// A screen that shows nothing, named so a test can tell which one was pushed.
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
    #expect(navigator.pushedNames == ["detail true", "form true", "new wound"])
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
      case .photos: return NamedScreen("photos")
      }
    }
    router.route(to: .open(.assess(woundID: Fixtures.id(1), correcting: nil)))
    router.route(to: .open(.assess(woundID: Fixtures.id(1), correcting: Fixtures.id(11))))
    router.route(to: .open(.changeStatus(woundID: Fixtures.id(1), .heal)))
    router.route(to: .open(.changeStatus(woundID: Fixtures.id(1), .close)))
    router.route(to: .open(.plan(woundID: Fixtures.id(1))))
    router.route(to: .open(.edit(woundID: Fixtures.id(1))))
    router.route(to: .open(.photos(woundID: Fixtures.id(1))))
    router.route(to: .back)
    #expect(
      navigator.pushedNames == ["assess", "correct", "heal", "close", "plan", "edit", "photos"]
    )
    #expect(navigator.pops == 1)
  }
}
