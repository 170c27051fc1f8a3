import FeatureSync
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes `nurse sync`'s progress line (`SyncProgressLine`) to stderr while the sync runs:
/// only when stderr is a terminal, so a pipe or a log file gets the summary line alone.
final class SyncProgressPrinter: @unchecked Sendable {
  private let lock = NSLock()
  private var line: SyncProgressLine

  init(line: SyncProgressLine) {
    self.line = line
  }

  /// The printer for this process's stderr, as wide as the terminal.
  static func standardError() -> SyncProgressPrinter {
    var size = winsize()
    let width =
      ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : 80
    return SyncProgressPrinter(
      line: SyncProgressLine(isTerminal: isatty(STDERR_FILENO) == 1, width: width)
    )
  }

  /// Draws `info` (called on the sync's task: writes a few bytes and returns).
  func show(_ info: SyncProgressInfo) {
    let text = lock.withLock { line.draw(info, at: Date()) }
    if let text { FileHandle.standardError.write(Data(text.utf8)) }
  }

  /// Erases the line before the summary is printed.
  func finish() {
    let text = lock.withLock { line.finish() }
    if let text { FileHandle.standardError.write(Data(text.utf8)) }
  }
}
