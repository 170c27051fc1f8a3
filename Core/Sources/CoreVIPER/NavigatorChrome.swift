import CoreTerminal

/// The bottom line the Navigator adds under every screen: the keys that work everywhere.
enum NavigatorFooter {
  static func line(
    isShowingHelp: Bool,
    isEditingText: Bool,
    screenKeys: [KeyHelp]? = nil,
    width: Int,
    styling: Styling
  ) -> String {
    let hints: [(keys: String, action: String)]
    if !isShowingHelp, let screenKeys {
      // The screen's own keys, then `:` and `?` for the rest: kept at the end whatever the
      // width, unless they are text being typed.
      guard !isEditingText else {
        return TerminalText.footer(screenKeys, width: width, styling: styling)
      }
      let more = [KeyHelp(":", "commands"), KeyHelp("?", "keys")]
      let tailWidth = ": commands · ? keys".displayWidth
      let room = width - (screenKeys.isEmpty ? 0 : 3) - tailWidth
      let own = TerminalText.footer(screenKeys, width: max(0, room), styling: styling)
      let tail = TerminalText.footer(more, width: width, styling: styling)
      return own.isEmpty ? tail : own + styling.dim(" · ") + tail
    }
    if isShowingHelp {
      hints = [("any key", "close")]
    } else if isEditingText {
      // `?` and `q` are text while typing, so only Ctrl-C is global.
      hints = [("Ctrl-C", "quit")]
    } else {
      hints = [("?", "keys"), ("q", "back"), ("Ctrl-C", "quit")]
    }
    return TerminalText.footer(hints, width: width, styling: styling)
  }

  /// A notice in place of the keys ("Saved: Dupont, Marie's phone"): it holds names the nurse
  /// typed, so a control character shows as a symbol, never raw.
  static func notice(_ text: String, width: Int, styling: Styling) -> String {
    styling.green(text.visibleControls().truncated(toWidth: width))
  }
}

/// The page `?` shows: the keys of the top screen, then the ones that work everywhere.
enum KeyHelpOverlay {
  static let globalKeys = [
    KeyHelp(":", "every command, found by name"),
    KeyHelp("?", "show these keys"),
    KeyHelp("Ctrl-C", "quit"),
  ]

  /// `global`: the app's commands whose keys work on this screen (sync, messages, …).
  static func lines(
    for screenKeys: [KeyHelp],
    global: [KeyHelp] = [],
    size: TerminalSize,
    styling: Styling
  ) -> [String] {
    let table = TextTable(
      columns: [.init("Key", width: .flexible(minimum: 3)), .init("Action")],
      showsHeader: false,
      showsSelectionMarker: false
    )
    let rows = { (keys: [KeyHelp]) in keys.map { [styling.bold($0.keys), $0.action] } }
    var lines = ScreenSkeleton(width: size.columns, styling: styling).head("Keys")
    lines += table.render(rows(screenKeys), width: size.columns)
    lines += ["", TerminalText.title("Everywhere", width: size.columns, styling: styling)]
    lines += table.render(rows(globalKeys + global), width: size.columns)
    return lines
  }
}
