/// The visible size of the terminal, in character cells.
public struct TerminalSize: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// What once-mode renders at when stdout is not a terminal.
  public static let standard = TerminalSize(columns: 80, rows: 24)
}
