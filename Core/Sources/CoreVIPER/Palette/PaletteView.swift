import CoreTerminal

/// The command palette as terminal lines: the filter being typed, then every command it
/// finds with its key, the one Enter runs marked.
public struct PaletteView: ViewLayout {
  /// How the title, the keys and the cursor are decorated.
  public var styling: Styling

  public init(styling: Styling) {
    self.styling = styling
  }

  private static let table = TextTable(
    columns: [.init("KEY", width: .flexible(minimum: 3)), .init("COMMAND")],
    showsHeader: false
  )

  public func lines(for data: PaletteViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    // Under the title, the rule, the filter and a blank line, above the Navigator's footer.
    let room = max(2, size.rows - 5)
    let window = ListWindow(count: data.rows.count, selected: data.selected ?? 0, room: room)
    let count =
      data.query.isEmpty
      ? "\(data.total) commands" : "\(data.rows.count) of \(data.total)"
    let detail = [count, window.position].compactMap { $0 }.joined(separator: " · ")
    // What she typed is shown with its control characters made visible, never raw.
    let query = data.query.visibleControls()
    var lines =
      ScreenSkeleton(width: width, styling: styling).head("Commands", detail: detail) + [
        // The cursor: a reversed cell, or `_` where there is no colour.
        ": " + query + (styling.isEnabled ? styling.reverse(" ") : "_"),
        "",
      ]
    guard !data.rows.isEmpty else {
      lines += TerminalText.wrap("No command matches “\(query)”.", width: width)
      lines += TerminalText.wrap("Backspace or Ctrl-U to widen the search.", width: width)
        .map(styling.dim)
      return lines.map { $0.truncated(toWidth: width) }
    }
    let cells = data.rows[window.rows].map { row in
      [styling.bold(row.keys.visibleControls()), row.name.visibleControls()]
    }
    if window.hiddenAbove > 0 { lines.append(styling.dim("  ↑ \(window.hiddenAbove) more")) }
    lines += Self.table.render(
      cells,
      width: width,
      selected: data.selected.map { $0 - window.hiddenAbove },
      styling: styling
    )
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// The palette's own keys: every other printable key is typed into the filter.
  public func keyTable(for data: PaletteViewData, size: TerminalSize) -> [KeyBinding<
    PaletteAction
  >] {
    [
      KeyBinding([.enter], KeyHelp("⏎", "run the command", short: "run"), .run),
      KeyBinding([.up], KeyHelp("↑/↓", "pick", short: "pick"), .select(by: -1)),
      KeyBinding([.down], nil, .select(by: 1)),
      KeyBinding([.backspace, .delete], KeyHelp("Backspace", "erase a character"), .erase),
      KeyBinding([.control("u")], KeyHelp("Ctrl-U", "clear the filter"), .clear),
      KeyBinding([.escape], KeyHelp("esc", "close", short: "close"), .close),
    ]
  }

  public func action(for key: Key, in data: PaletteViewData) -> PaletteAction? {
    if let action = keyTable(for: data, size: .standard).action(for: key) { return action }
    switch key {
    case .character(let character): return .type(character)
    case .paste(let text): return .paste(text)
    default: return nil
    }
  }

  /// Everything typed is the filter: `?`, `q` and `:` included.
  public func isEditingText(_ data: PaletteViewData) -> Bool { true }
}
