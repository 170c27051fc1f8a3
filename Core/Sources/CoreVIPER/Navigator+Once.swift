import CoreTerminal

extension Navigator {
  /// Once-mode: loads `screen` (awaiting `start()`), then renders it at `size`.
  ///
  /// No footer and no clipping to the terminal height: the whole screen is printed, for
  /// scripts and pipes, at a size marked `isPrinted` (no selection cursor, no key hints). Lines are cut to `size.columns` in case a layout overflows.
  public static func renderOnce(_ screen: any Screen, size: TerminalSize) async -> [String] {
    await screen.start()
    var printed = size
    printed.isPrinted = true
    return screen.render(size: printed).map { $0.truncated(toWidth: size.columns) }
  }

  /// Once-mode to standard output: `renderOnce` then one `print` per line.
  public static func printOnce(_ screen: any Screen, size: TerminalSize = .standard) async {
    for line in await renderOnce(screen, size: size) { print(line) }
  }
}
