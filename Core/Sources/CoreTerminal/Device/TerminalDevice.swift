/// Something the terminal reports: a key, or a new size after the window changed.
public enum TerminalEvent: Hashable, Sendable {
  case key(Key)
  case resize(TerminalSize)
}

/// The terminal as the Navigator sees it: events in, text out, a size.
///
/// `SystemTerminal` is the real one; tests pass a fake that records what was written, so the
/// Navigator runs without a TTY.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// Takes the terminal over (raw mode, alternate screen, hidden cursor) and returns its
  /// events. The stream ends at the end of input or when `restore()` is called.
  func open() throws -> AsyncStream<TerminalEvent>
  /// The current size in cells.
  var size: TerminalSize { get }
  /// Writes text as is; lines are separated with "\r\n" because raw mode does not translate.
  func write(_ text: String)
  /// Gives the terminal back as it was found. Safe to call more than once.
  func restore()
}

/// Why the terminal could not be taken over.
public enum TerminalError: Error, Equatable, Sendable {
  /// Standard input is not a terminal (a pipe, a file): use once-mode instead.
  case notATerminal
}
