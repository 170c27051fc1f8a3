extension String {
  /// The text with every control character made visible instead of obeyed.
  ///
  /// LibMessage refuses control characters in a body, but a message reaches this screen from
  /// other nurses through the server and the cache: if one ever slipped through, an ESC
  /// printed raw could rewrite the nurse's terminal. So the views print nothing a terminal
  /// would act on. C0 controls and DEL become their Unicode control pictures (`␛`, `␡`), a C1
  /// control becomes `�`, and a tab becomes a space (its width depends on the column, which
  /// would break the layout's width arithmetic). The bidirectional overrides and isolates,
  /// which LibMessage refuses too, become `�`: they would show the text in another order than
  /// it was written. Newlines are the caller's business: the
  /// views split on them before calling this.
  var plainText: String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x09: result.append(" ")
      case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// `plainText` for one line: a newline shows as `␤` so the text stays on one line.
  var plainLine: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { String($0).plainText }
      .joined(separator: "\u{2424}")
  }
}
