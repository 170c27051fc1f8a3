/// The command palette's state: the filter, the commands it finds and the one picked.
@MainActor
public final class PalettePresenter: ActionHandling {
  private let commands: [PaletteCommand]
  private let router: any PaletteRouting
  /// Weak: the view owns the presenter.
  public weak var view: (any ViewDisplaying<PaletteViewData>)?
  private var query = ""
  private var found: [PaletteCommand]
  private var selected = 0

  /// - Parameters:
  ///   - commands: the screen's commands, then the global ones, as the palette lists them.
  ///   - router: closes the palette and runs what was picked.
  public init(commands: [PaletteCommand], router: any PaletteRouting) {
    self.commands = commands
    self.router = router
    self.found = commands
  }

  public func start() async { display() }

  public func handle(_ action: PaletteAction) async {
    switch action {
    case .type(let character):
      filter(query + String(character))
    case .paste(let text):
      let line = text.map { $0.isNewline ? " " : $0 }
      filter(query + String(line))
    case .erase:
      filter(String(query.dropLast()))
    case .clear:
      filter("")
    case .select(let offset):
      guard !found.isEmpty else { return }
      selected = min(max(0, selected + offset), found.count - 1)
      display()
    case .run:
      guard found.indices.contains(selected) else { return }
      await router.run(found[selected])
    case .close:
      router.close()
    }
  }

  /// A new filter picks the best command found again.
  private func filter(_ text: String) {
    query = text
    found = PaletteFilter.matches(commands, query: text)
    selected = 0
    display()
  }

  private func display() {
    view?.display(
      PaletteViewData(
        query: query,
        rows: found.map { .init(keys: $0.keys, name: $0.name) },
        selected: found.isEmpty ? nil : selected,
        total: commands.count
      )
    )
  }
}
