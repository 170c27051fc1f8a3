import CoreTerminal

extension TerminalText {
  /// A footer of a screen's key help: `footer(layout.keyHelp(for: data), width: …)`.
  public static func footer(
    _ help: [KeyHelp],
    width: Int,
    styling: Styling = .plain
  ) -> String {
    footer(help.map { (keys: $0.keys, action: $0.action) }, width: width, styling: styling)
  }
}
