import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal on standard input and output.
///
/// `open()` saves the termios attributes, switches to raw mode (no echo, no line editing, no
/// signal keys: Ctrl-C arrives as a key), enters the alternate screen, hides the cursor,
/// turns bracketed paste on and, unless told not to, mouse reporting (SGR: the wheel and left
/// clicks arrive as `Key.wheelUp`, `.wheelDown` and `.click`).
/// `restore()` undoes all of it, and so do normal exit, SIGINT/SIGTERM (then exit 130/143)
/// and crashes, through `TerminalRestorer`.
@MainActor
public final class SystemTerminal: TerminalDevice {
  private var reader: StandardInputReader?
  private var resizeSource: (any DispatchSourceSignal)?
  private var continuation: AsyncStream<TerminalEvent>.Continuation?
  /// Whether `open()` turns mouse reporting on.
  public let reportsMouse: Bool

  /// - Parameter mouse: whether to report the mouse; by default `reportsMouse(environment:)`
  ///   for this process.
  public init(
    mouse: Bool = SystemTerminal.reportsMouse(
      environment: ProcessInfo.processInfo.environment
    )
  ) {
    self.reportsMouse = mouse
  }

  /// Whether a terminal in `environment` gets mouse reporting: not under `NO_COLOR` (a nurse
  /// who asked for plain output asked for no escapes she did not need) nor on a dumb or
  /// unnamed terminal, which would print the reports as text.
  public nonisolated static func reportsMouse(environment: [String: String]) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return true
  }

  /// The codes `open()` writes to turn mouse reporting on: button presses (1000) in SGR
  /// form (1006), which has no limit on the column and never sends bytes above 127.
  public nonisolated static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"

  /// Whether both standard input and output are terminals: what interactive mode needs.
  public nonisolated static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  public func open() throws -> AsyncStream<TerminalEvent> {
    var attributes = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &attributes) == 0 else {
      throw TerminalError.notATerminal
    }
    TerminalRestorer.install(saved: attributes, mouse: reportsMouse)
    var raw = Self.rawMode(from: attributes)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    // Alternate screen, hidden cursor, bracketed paste on (pasted text arrives as one
    // `Key.paste`, its line breaks never Enter), the mouse if reported, then a clear screen.
    let mouse = reportsMouse ? Self.mouseOn : ""
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\(mouse)\u{1B}[H\u{1B}[2J")

    let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    self.continuation = continuation
    let reader = StandardInputReader(
      deliver: { keys in keys.forEach { continuation.yield(.key($0)) } },
      finished: { continuation.finish() }
    )
    reader.start()
    self.reader = reader
    resizeSource = Self.watchResize { continuation.yield(.resize(Self.currentSize())) }
    return events
  }

  public var size: TerminalSize { Self.currentSize() }

  public func write(_ text: String) {
    // Raw mode turns off output processing, so a bare "\n" would not return the carriage.
    let bytes = Array(
      text.replacingOccurrences(of: "\r\n", with: "\n")
        .replacingOccurrences(of: "\n", with: "\r\n").utf8
    )
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  public func restore() {
    reader?.stop()
    reader = nil
    resizeSource?.cancel()
    resizeSource = nil
    TerminalRestorer.uninstall()
    continuation?.finish()
    continuation = nil
  }

  /// The size from `ioctl(TIOCGWINSZ)`, or the standard 80×24 when it cannot be read.
  public nonisolated static func currentSize() -> TerminalSize {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return .standard
    }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// cfmakeraw(3), spelled out: it is not available everywhere with the same name.
  nonisolated static func rawMode(from attributes: termios) -> termios {
    var raw = attributes
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1  // read returns as soon as one byte is there
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// SIGWINCH through a dispatch source: the handler runs on the main queue, not in signal
  /// context. The signal is ignored first so its default disposition does not compete.
  private static func watchResize(
    _ handler: @escaping @Sendable () -> Void
  ) -> any DispatchSourceSignal {
    signal(SIGWINCH, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    source.setEventHandler(handler: handler)
    source.resume()
    return source
  }
}
