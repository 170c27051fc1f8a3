import CoreTerminal

/// The lines every list screen shares: its title with a detail on the right (a count, where
/// the selection stands), the rule under them, "Loading…" while it waits for its data and a
/// failure wrapped in red. Written once, so every screen shows them alike.
public struct ScreenSkeleton: Sendable {
  /// The screen's width in cells; no line is wider.
  public var width: Int
  /// The styles the lines are drawn in (none under NO_COLOR or to a pipe).
  public var styling: Styling

  /// The skeleton of a screen `width` cells wide, drawn with `styling`.
  public init(width: Int, styling: Styling) {
    self.width = width
    self.styling = styling
  }

  /// The bold title with its dim detail on the right, then the rule.
  public func head(_ title: String, detail: String? = nil) -> [String] {
    [self.title(title, detail: detail), rule]
  }

  /// The title line alone, for a screen that puts something between it and the rule.
  public func title(_ title: String, detail: String? = nil) -> String {
    TerminalText.title(title, detail: detail, width: width, styling: styling)
  }

  /// The dim rule across the width, under the title and what a screen puts beside it.
  public var rule: String { TerminalText.rule(width: width, styling: styling) }

  /// What a screen shows while its data is on the way.
  public var loading: [String] { [styling.dim("Loading…")] }

  /// A failure (why the screen has no data, or what did not happen) wrapped to the width, in
  /// red.
  public func failure(_ message: String) -> [String] {
    TerminalText.wrap(message, width: width).map(styling.red)
  }
}

extension ScreenSkeleton {
  /// What a list without rows shows in their place: "Loading…", why it is empty (with its
  /// hint on a terminal, not when `printed` once) wrapped to the width, or its failure in red;
  /// nil when it has rows.
  public func lines<Row>(for content: ListContent<Row>, printed: Bool) -> [String]? {
    switch content {
    case .loading: return loading
    case .empty(let message, let hint):
      let hint = printed ? nil : hint
      return TerminalText.wrap(
        [message, hint].compactMap { $0 }.joined(separator: " "),
        width: width
      )
    case .failed(let message): return failure(message)
    case .rows: return nil
    }
  }
}
