import Foundation

/// `nurse sync`'s progress on a terminal: one line on stderr, redrawn in place (carriage
/// return, then erase to the end of the line) as the sync moves, at most every `interval`
/// seconds unless a retry starts or ends, and erased at the end, before the summary. Not on a
/// terminal (piped, a script) it draws nothing: the summary line says it all.
///
/// ```swift
/// var line = SyncProgressLine(isTerminal: isatty(STDERR_FILENO) == 1)
/// if let text = line.draw(info, at: Date()) { FileHandle.standardError.write(Data(text.utf8)) }
/// ```
public struct SyncProgressLine: Sendable {
  /// Whether stderr is a terminal: the caller's check, so that tests can give either.
  public let isTerminal: Bool
  /// The fewest seconds between two redraws of the same kind.
  public let interval: TimeInterval
  /// The widest the line gets (the terminal's width less one): a longer one would wrap and
  /// never be erased.
  public let width: Int
  private var drawnAt: Date?
  private var drawnRetry = false
  private var drawn = false

  /// - Parameters:
  ///   - isTerminal: whether stderr is a terminal.
  ///   - interval: the fewest seconds between two redraws.
  ///   - width: the terminal's width.
  public init(isTerminal: Bool, interval: TimeInterval = 0.2, width: Int = 80) {
    self.isTerminal = isTerminal
    self.interval = interval
    self.width = max(width - 1, 10)
  }

  /// What to write to show `info` at `now`; nil when nothing is to be written.
  public mutating func draw(_ info: SyncProgressInfo, at now: Date) -> String? {
    guard isTerminal else { return nil }
    let isRetry = info.retryIn != nil
    if let drawnAt, isRetry == drawnRetry, now.timeIntervalSince(drawnAt) < interval {
      return nil
    }
    drawnAt = now
    drawnRetry = isRetry
    drawn = true
    let text = "sync: " + info.line
    return "\r" + String(text.prefix(width)) + Self.eraseToEnd
  }

  /// What to write when the sync ends: the line erased, so the summary starts clean.
  public mutating func finish() -> String? {
    guard isTerminal, drawn else { return nil }
    drawn = false
    return "\r" + Self.eraseToEnd
  }

  private static let eraseToEnd = "\u{1B}[K"
}
