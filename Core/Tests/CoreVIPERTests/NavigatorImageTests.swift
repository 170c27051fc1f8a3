import CoreTerminal
import Testing

@testable import CoreVIPER

/// A kitty image stays on the terminal until deleted: leaving the screen that shows it, and
/// quitting, delete it.
@MainActor
@Suite("Navigator, images")
struct NavigatorImageTests {
  let terminal = FakeTerminal()
  let photo = "\u{1B}_Ga=T,f=24,s=1,v=1,c=1,r=1,C=1,q=2,m=0;AAAA\u{1B}\\"

  func start(_ navigator: Navigator, root: StubScreen) async -> Task<Void, any Error> {
    let running = Task { try await navigator.run(root: root) }
    await eventually { !terminal.writes.isEmpty }
    return running
  }

  @Test func leavingAScreenWithAKittyImageDeletesIt() async throws {
    let navigator = Navigator(terminal: terminal)
    let running = await start(navigator, root: StubScreen("Wound"))
    navigator.push(StubScreen("Photos", lines: ["Photos", photo]))
    #expect(terminal.writes.last?.hasSuffix(photo) == true, "the image row written last")
    navigator.pop()
    #expect(terminal.writes.last?.hasPrefix(TerminalGraphic.deleteKittyImages) == true)
    navigator.quit()
    try await running.value
  }

  @Test func quittingOnAKittyImageDeletesIt() async throws {
    let navigator = Navigator(terminal: terminal)
    let running = await start(navigator, root: StubScreen("Photos", lines: ["Photos", photo]))
    navigator.quit()
    try await running.value
    #expect(terminal.writes.last == TerminalGraphic.deleteKittyImages)
  }

  @Test func quittingWithoutAnImageWritesNoDeletion() async throws {
    let navigator = Navigator(terminal: terminal)
    let running = await start(navigator, root: StubScreen("Patients"))
    navigator.quit()
    try await running.value
    #expect(!terminal.writes.contains(TerminalGraphic.deleteKittyImages))
  }
}
