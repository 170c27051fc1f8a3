#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The saved terminal state lives in plain globals because a signal handler can reach nothing
// else: no actor, no lock, no allocation. They are written on the main actor only while no
// handler is installed (before `install`, after `uninstall`), and a handler only reads them, so
// `nonisolated(unsafe)` is sound here.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var needsRestore = false
nonisolated(unsafe) private var atExitRegistered = false
/// Resets the style, shows the cursor, turns bracketed paste off (the shell would otherwise
/// receive its markers around every paste), turns mouse reporting off when it was on (the
/// shell would otherwise receive a report at every click) and leaves the alternate screen;
/// stored as bytes so a signal handler can `write(2)` it without allocating.
nonisolated(unsafe) private var leaveSequence: [UInt8] = TerminalRestorer.leaving(
  mouse: false
)

/// Puts the terminal back on every way out: normal exit (`atexit`), SIGINT, SIGTERM, SIGHUP,
/// and crashes (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS), so a nurse is never left with a
/// terminal that echoes nothing.
enum TerminalRestorer {
  static let exitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS]

  /// What leaving writes: mouse reporting's off codes only when it was turned on, so a
  /// terminal that never had it (NO_COLOR, TERM=dumb) never receives one.
  static func leaving(mouse: Bool) -> [UInt8] {
    let mouseOff = mouse ? "\u{1B}[?1006l\u{1B}[?1000l" : ""
    return Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\(mouseOff)\u{1B}[?1049l".utf8)
  }

  /// Remembers the attributes to restore and installs the handlers.
  /// - Parameter mouse: whether mouse reporting is turned on, to turn it off on the way out.
  static func install(saved attributes: termios, mouse: Bool = false) {
    savedAttributes = attributes
    leaveSequence = Self.leaving(mouse: mouse)
    needsRestore = true
    if !atExitRegistered {
      atExitRegistered = true
      atexit { TerminalRestorer.restoreNow() }
    }
    for number in exitSignals {
      _ = signal(number) { number in
        TerminalRestorer.restoreNow()
        _exit(128 + number)  // 130 for SIGINT, 143 for SIGTERM: the shell convention
      }
    }
    for number in crashSignals {
      _ = signal(number) { number in
        TerminalRestorer.restoreNow()
        // Die of the same signal so the crash is reported as it would have been.
        _ = signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// Restores now and puts the default handlers back.
  static func uninstall() {
    restoreNow()
    for number in exitSignals + crashSignals { _ = signal(number, SIG_DFL) }
  }

  /// Async-signal-safe: only `write(2)` and `tcsetattr(3)` on prepared data.
  static func restoreNow() {
    guard needsRestore else { return }
    needsRestore = false
    leaveSequence.withUnsafeBytes { bytes in
      _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
    }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
  }
}
