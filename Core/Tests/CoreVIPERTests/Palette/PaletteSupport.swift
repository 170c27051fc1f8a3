import CoreTerminal

@testable import CoreVIPER

/// A wound-like screen's Actions, for the palette's tests.
enum SampleAction: Equatable, Sendable {
  case pick(by: Int)
  case assess
  case photos
  case plan
  case back
}

/// A layout with a key table as the app's screens declare theirs.
struct SampleLayout: ViewLayout {
  func lines(for data: String, size: TerminalSize) -> [String] { [data] }

  func keyTable(for data: String, size: TerminalSize) -> [KeyBinding<SampleAction>] {
    [
      KeyBinding(
        [.up, .character("k")],
        KeyHelp("↑/↓", "pick a visit", short: "pick"),
        .pick(by: -1)
      ),
      KeyBinding([.down, .character("j")], nil, .pick(by: 1)),
      KeyBinding([.character("a")], KeyHelp("a", "assess the wound", short: "assess"), .assess),
      KeyBinding([.character("v")], KeyHelp("v", "view its photos", short: "photos"), .photos),
      KeyBinding([.character("p")], KeyHelp("p", "plan its care", short: "plan"), .plan),
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back),
    ]
  }
}

/// A presenter that records the Actions it is told.
@MainActor
final class RecordingPresenter: ActionHandling {
  private(set) var actions: [SampleAction] = []
  func start() async {}
  func handle(_ action: SampleAction) async { actions.append(action) }
}

/// A palette router that records what it was asked, running the command it is given.
@MainActor
final class RecordingPaletteRouter: PaletteRouting {
  private(set) var ran: [String] = []
  private(set) var closed = 0
  func run(_ command: PaletteCommand) async {
    ran.append(command.name)
    await command.run()
  }
  func close() { closed += 1 }
}

@MainActor
func sampleScreen() -> (TerminalView<SampleLayout, RecordingPresenter>, RecordingPresenter) {
  let view = TerminalView<SampleLayout, RecordingPresenter>(
    layout: SampleLayout(),
    initial: "Wound"
  )
  let presenter = RecordingPresenter()
  view.presenter = presenter
  return (view, presenter)
}
