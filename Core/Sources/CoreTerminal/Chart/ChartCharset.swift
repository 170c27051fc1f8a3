/// Which characters a chart may draw with.
public enum ChartCharset: Hashable, Sendable {
  /// Box-drawing axes and eighth-block bars (`▁▂▃▄▅▆▇█`): a UTF-8 terminal.
  case unicode
  /// `|` and `-` axes and `*` points: a terminal or pipe that is not UTF-8.
  case ascii

  /// Unicode when the locale's character set is UTF-8, ASCII otherwise.
  ///
  /// The first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty decides, as the
  /// C library does; none set is the POSIX locale, which is ASCII.
  public static func detect(environment: [String: String]) -> ChartCharset {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return .ascii }
    let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
    return normalized.contains("utf8") ? .unicode : .ascii
  }
}
