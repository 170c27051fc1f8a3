import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureMessages

/// A screen that shows nothing, named so a test can tell which one was pushed.
@MainActor
struct RouterTests {
  let navigator = RecordingNavigator()

  @Test func theInboxOpensAThread() {
    let router = InboxRouter(navigator: navigator) { id, name in
      NamedScreen("thread \(id == Fixtures.marie) \(name)")
    }
    router.route(to: .thread(patientID: Fixtures.marie, patientName: "Dupont, Marie"))
    router.route(to: .back)
    #expect(navigator.pushedNames == ["thread true Dupont, Marie"])
    #expect(navigator.pops == 1)
  }

  @Test func theThreadOpensTheComposerAndHearsOfASend() {
    var sentCallbacks: [@MainActor () -> Void] = []
    let router = ThreadRouter(navigator: navigator) { replyTo, onSent in
      sentCallbacks.append(onSent)
      return NamedScreen("compose \(replyTo == Fixtures.id(2))")
    }
    var reloads = 0
    router.onSent = { reloads += 1 }
    router.route(to: .compose(replyTo: Fixtures.id(2)))
    router.route(to: .compose(replyTo: nil))
    router.route(to: .back)
    #expect(navigator.pushedNames == ["compose true", "compose false"])
    #expect(navigator.pops == 1)
    for callback in sentCallbacks { callback() }
    #expect(reloads == 2)
  }

  @Test func theComposerLeavesAndTellsOfASend() {
    var sent = 0
    let router = ComposeRouter(navigator: navigator) { sent += 1 }
    router.route(to: .cancelled)
    #expect(sent == 0)
    router.route(to: .sent)
    #expect(sent == 1)
    #expect(navigator.pops == 2)
  }
}
