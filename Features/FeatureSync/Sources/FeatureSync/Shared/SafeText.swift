extension String {
  /// The text with every control character made visible instead of obeyed, on one line.
  ///
  /// A conflicting value comes from a colleague's store through the server: if a control
  /// character ever slipped past the rules, an ESC printed raw could rewrite the nurse's
  /// terminal. C0 controls and DEL become their Unicode control pictures (`␛`, `␡`, a newline
  /// `␊`), a C1 control or a bidirectional override or isolate becomes `�`.
  var visibleLine: String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The first eight characters of an id, as the lists and the command line show it.
  var idPrefix: String { String(prefix(8)) }
}
