import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal what it draws, before a screen takes it over: whether it draws sixels,
/// which its name does not say (xterm draws them only when built and started for them).
public enum TerminalQuery {
  /// The primary device attributes query: every VT100-like terminal answers it at once with
  /// what it supports, `ESC [ ? 62 ; 4 ; 22 c`, where 4 is sixel graphics.
  static let primaryAttributes = "\u{1B}[c"

  /// Whether the terminal lists sixel graphics in its primary device attributes. Asked only
  /// when standard input and output are both terminals; the answer is awaited `timeout`
  /// milliseconds at most (a terminal answers within one round trip), the terminal in raw
  /// mode meanwhile so the answer is not echoed. An answer arriving later is read by the
  /// screens as a sequence of no key, and ignored.
  public static func answersSixel(timeout: Int32 = 200) -> Bool {
    var saved = termios()
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
      tcgetattr(STDIN_FILENO, &saved) == 0
    else { return false }
    var raw = SystemTerminal.rawMode(from: saved)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    let query = Array(primaryAttributes.utf8)
    guard write(STDOUT_FILENO, query, query.count) == query.count else { return false }
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout) * 1_000_000
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while !isComplete(answer) {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else { break }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let wait = Int32((deadline - now) / 1_000_000) + 1
      guard poll(&descriptor, 1, wait) > 0 else { break }
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else { break }
      answer += buffer[0..<count]
    }
    return listsSixel(answer)
  }

  /// Whether `answer` holds a whole primary device attributes answer (`ESC [ ? … c`).
  static func isComplete(_ answer: [UInt8]) -> Bool {
    guard let start = answer.firstRange(of: Array("\u{1B}[?".utf8)) else { return false }
    return answer[start.upperBound...].contains(UInt8(ascii: "c"))
  }

  /// Whether a primary device attributes answer lists sixel graphics (4 among its
  /// parameters): `ESC [ ? 62 ; 4 ; 22 c` does, `ESC [ ? 1 ; 2 c` does not.
  static func listsSixel(_ answer: [UInt8]) -> Bool {
    guard let start = answer.firstRange(of: Array("\u{1B}[?".utf8)),
      let end = answer[start.upperBound...].firstIndex(of: UInt8(ascii: "c"))
    else { return false }
    let parameters = String(decoding: answer[start.upperBound..<end], as: UTF8.self)
    return parameters.split(separator: ";").contains("4")
  }
}

extension PictureMode {
  /// The mode of the terminal this process runs in: `detect` over its environment and
  /// standard output, the terminal asked whether it draws sixels (`TerminalQuery`) only when
  /// its answer could change the choice (no `NURSE_GRAPHICS`, no kitty, a colour terminal
  /// outside tmux). Decided once a process, when first read: the app reads it before the
  /// first screen takes the terminal over.
  public static let forThisTerminal: PictureMode = {
    let environment = ProcessInfo.processInfo.environment
    let isTTY = isatty(STDOUT_FILENO) == 1
    let guess = detect(environment: environment, isTTY: isTTY)
    let ifSixel = detect(environment: environment, isTTY: isTTY, answersSixel: true)
    guard ifSixel == .sixel, guess != .sixel else { return guess }
    return TerminalQuery.answersSixel() ? .sixel : guess
  }()
}
