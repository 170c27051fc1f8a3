extension String {
  /// The text as a terminal may print it: every control character made visible instead of
  /// obeyed, on one line.
  ///
  /// A wound's record and her patient's name reach the screen from colleagues' stores through
  /// the server, and a pulled record is stored as the server sent it: if a control character
  /// ever slipped past the team's rules, an ESC printed raw could rewrite the nurse's
  /// terminal. Newlines and tabs become spaces, so a field keeps to its line; any other C0
  /// control or DEL becomes its Unicode control picture (`␛`, `␡`), a C1 control or a
  /// bidirectional override or isolate `�`.
  var terminalSafe: String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: result.append(" ")
      case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
