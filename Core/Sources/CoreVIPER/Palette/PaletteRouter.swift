import CoreTerminal

/// Opens the command palette over the Navigator's top screen and closes it again.
@MainActor
final class PaletteRouter: PaletteRouting {
  /// Weak: the Navigator owns the palette's screen.
  private weak var navigator: (any Navigating)?

  init(navigator: any Navigating) {
    self.navigator = navigator
  }

  /// The palette goes first, so that what the command opens goes on the nurse's screen.
  func run(_ command: PaletteCommand) async {
    navigator?.pop()
    await command.run()
  }

  func close() {
    navigator?.pop()
  }
}

/// Builds the command palette's screen.
public enum PaletteBuilder {
  /// The palette of `commands`, closing through `navigator`.
  @MainActor
  public static func screen(
    commands: [PaletteCommand],
    navigator: any Navigating,
    styling: Styling
  ) -> any Screen {
    screen(commands: commands, router: PaletteRouter(navigator: navigator), styling: styling)
  }

  /// The palette of `commands` with its own router, for tests.
  @MainActor
  public static func screen(
    commands: [PaletteCommand],
    router: any PaletteRouting,
    styling: Styling
  ) -> any Screen {
    let presenter = PalettePresenter(commands: commands, router: router)
    let view = TerminalView<PaletteView, PalettePresenter>(
      layout: PaletteView(styling: styling),
      initial: PaletteViewData(query: "", rows: [], selected: nil, total: commands.count)
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
