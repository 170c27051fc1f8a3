import Foundation

/// Whether the nurse is at a terminal, and how wide it is.
enum TerminalMode {
  /// Both ends are a terminal: the interactive app can run.
  static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// stdout is a terminal (colours and the real width apply).
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
