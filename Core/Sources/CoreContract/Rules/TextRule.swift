/// What free text may hold, on the app and the server alike.
///
/// Text is shown on colleagues' terminals, so it must never carry what a terminal would act on
/// instead of print: every C0 control (escape sequences start with ESC), DEL, every C1 control
/// (U+009B is a one-character CSI), and the bidirectional overrides and isolates that make a
/// line read otherwise than it is written ("Trojan Source"). Only a text that holds lines
/// (notes, a message, an address) may hold newline and tab.
public enum TextRule: Sendable {
  /// One line: a name, a phone number, a description.
  case line
  /// Several lines: newline and tab are allowed.
  case lines

  /// The longest single-line field, in characters.
  public static let maximumLineLength = 200
  /// The longest multi-line field (notes, an address), in characters.
  public static let maximumLinesLength = 4000

  /// Throws when `text` holds a refused character or is longer than this rule allows.
  public func check(_ text: String, field: String) throws(RuleViolation) {
    if let scalar = text.unicodeScalars.first(where: refuses) {
      let what = TextRule.isDirectional(scalar) ? "a bidirectional override" : "a control character"
      let allowed = self == .lines ? "; only newlines and tabs are allowed" : ""
      throw RuleViolation(field: field, reason: "holds \(what)\(allowed)")
    }
    let limit = self == .line ? TextRule.maximumLineLength : TextRule.maximumLinesLength
    try RuleViolation.require(text.count <= limit, field, "is over \(limit) characters")
  }

  /// `check` for an optional text: absent is always fine.
  public func check(_ text: String?, field: String) throws(RuleViolation) {
    if let text { try check(text, field: field) }
  }

  /// True for a scalar this rule refuses.
  public func refuses(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return self == .line
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return TextRule.isDirectional(scalar)
    }
  }

  /// The Unicode bidirectional embeddings, overrides and isolates.
  public static func isDirectional(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// Throws unless `text` holds something other than whitespace.
  public static func requireNotBlank(_ text: String, field: String) throws(RuleViolation) {
    let blank = text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    try RuleViolation.require(!blank, field, "must not be empty")
  }
}
