import CoreTerminal
import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

/// Records what the routers ask of the Navigator.
@MainActor
final class StubNavigator: Navigating {
  private(set) var pushed: [any Screen] = []
  private(set) var pops = 0

  func push(_ screen: any Screen) { pushed.append(screen) }
  func pop() { pops += 1 }
  func quit() {}
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

  @Test func theStatusPushesTheConflictsAndGoesBack() {
    let router = SyncStatusRouter(navigator: navigator, makeConflicts: { PlaceholderScreen("c") })
    router.route(to: .conflicts)
    router.route(to: .back)
    #expect(navigator.pushed.compactMap { ($0 as? PlaceholderScreen)?.name } == ["c"])
    #expect(navigator.pops == 1)
  }

  @Test func theConflictsReportAResolutionAndGoBack() {
    var resolutions = 0
    let router = ConflictsRouter(navigator: navigator, onResolved: { resolutions += 1 })
    router.route(to: .resolved)
    router.route(to: .back)
    #expect(resolutions == 1)
    #expect(navigator.pops == 1)
  }

  @Test func aResolutionOnTheConflictsScreenReloadsTheStatusCounts() async {
    let interactor = StubSyncStatusInteractor(info: SyncStatusPresenterTests.anna, conflicts: 1)
    var onResolved: (@MainActor () -> Void)?
    let screen = SyncStatusBuilder.build(
      interactor: interactor,
      navigator: navigator,
      styling: .plain,
      makeConflicts: { callback in
        onResolved = callback
        return PlaceholderScreen("conflicts")
      }
    )
    await screen.start()
    let size = TerminalSize(columns: 80, rows: 24)
    #expect(screen.render(size: size).contains("Conflicts  1 conflict to settle"))
    await screen.handle(.character("c"))
    #expect(navigator.pushed.count == 1)
    interactor.settleAllConflicts()
    onResolved?()
    #expect(await eventually { screen.render(size: size).contains("Conflicts  none") })
  }
}
