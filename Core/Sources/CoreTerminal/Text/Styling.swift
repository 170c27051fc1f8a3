import Foundation

/// How text is decorated: ANSI SGR escapes, or nothing at all.
///
/// Layouts take a `Styling` so that text snapshots, pipes and `NO_COLOR` terminals get plain
/// text, while an interactive terminal gets bold titles and a reverse-video selection.
public struct Styling: Hashable, Sendable {
  /// Whether escapes are emitted. When false every method returns its text unchanged.
  public var isEnabled: Bool

  /// A styling that emits escapes when `isEnabled`; prefer `plain`, `ansi` or `detect()`.
  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// No escapes: what snapshots and pipes see.
  public static let plain = Styling(isEnabled: false)
  /// ANSI escapes.
  public static let ansi = Styling(isEnabled: true)

  /// Plain when `NO_COLOR` is set to a non-empty value (https://no-color.org) or when the
  /// output is not a terminal; ANSI otherwise.
  public static func detect(environment: [String: String], isTTY: Bool) -> Styling {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    return isTTY ? .ansi : .plain
  }

  /// `detect(environment:isTTY:)` for this process and its standard output.
  public static func detect() -> Styling {
    detect(environment: ProcessInfo.processInfo.environment, isTTY: isatty(STDOUT_FILENO) == 1)
  }

  /// Bold: titles and headers.
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Dim: secondary text such as counts and key hints.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Underlined.
  public func underline(_ text: String) -> String { wrap(text, "4") }
  /// Reverse video: the selected row of a list.
  public func reverse(_ text: String) -> String { wrap(text, "7") }
  /// Red: errors and high risk.
  public func red(_ text: String) -> String { wrap(text, "31") }
  /// Yellow: warnings and moderate risk.
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  /// Green: success and low risk.
  public func green(_ text: String) -> String { wrap(text, "32") }

  /// Resets every attribute; empty when plain.
  public var reset: String { isEnabled ? ANSI.reset : "" }

  private func wrap(_ text: String, _ code: String) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    // A full reset at the end (rather than the matching "off" code) keeps nesting simple:
    // styled pieces are always concatenated, never nested inside each other.
    return "\u{1B}[\(code)m\(text)\(ANSI.reset)"
  }
}

/// Escape sequences shared by styling and the terminal driver.
enum ANSI {
  static let reset = "\u{1B}[0m"
}
