/// The visible size of the terminal, in character cells.
public struct TerminalSize: Hashable, Sendable {
  public var columns: Int
  public var rows: Int
  /// True when the screen is printed once (`nurse patient list` to a pipe or a script), not
  /// shown to someone at the keys: a layout then draws no selection cursor and no key hint.
  public var isPrinted: Bool

  /// - Parameters:
  ///   - columns: the width in cells.
  ///   - rows: the height in rows.
  ///   - isPrinted: whether the screen is printed once rather than shown interactively.
  public init(columns: Int, rows: Int, isPrinted: Bool = false) {
    self.columns = columns
    self.rows = rows
    self.isPrinted = isPrinted
  }

  /// What once-mode renders at when stdout is not a terminal.
  public static let standard = TerminalSize(columns: 80, rows: 24)
}
