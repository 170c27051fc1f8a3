/// What a phone number may be, on the app and the server alike: the patient's phone and her
/// physician's, which a nurse dials before a visit.
///
/// Digits, with an optional leading `+` (international form) and the separators people write
/// numbers with: spaces, dots, dashes and parentheses (`+33 4 78 00 00 01`, `(04) 78.00.00.01`,
/// `555-0100`). From 6 digits (the shortest local numbers still dialled) to 20 (E.164's 15,
/// plus room for an extension or a trunk prefix). Anything else (a letter, a slash, a second
/// `+`) is a typing mistake or a note that belongs in `notes`. The digits are ASCII: a number
/// must read the same on every colleague's keypad.
public enum PhoneRule {
  /// How many digits a number holds.
  public static let digitCount = 6...20
  /// The separators allowed between digits.
  public static let separators: Set<Character> = [" ", ".", "-", "(", ")"]

  /// Throws unless `text` is a phone number by this rule, naming `field`.
  public static func check(_ text: String, field: String) throws(RuleViolation) {
    var digits = 0
    for (offset, character) in text.enumerated() {
      if character.isASCII, character.isNumber {
        digits += 1
      } else if character == "+" {
        try RuleViolation.require(offset == 0, field, "may hold a + only at its start")
      } else if !separators.contains(character) {
        throw RuleViolation(
          field: field,
          reason: "must be digits, with an optional leading + and spaces, dots, dashes or "
            + "parentheses"
        )
      }
    }
    try RuleViolation.require(
      digitCount.contains(digits),
      field,
      "must hold \(digitCount.lowerBound) to \(digitCount.upperBound) digits"
    )
  }

  /// The number's digits alone, without its `+` and separators: "+33 4.78" → "33478", how two
  /// numbers written differently are compared.
  public static func digits(_ text: String) -> String {
    String(text.filter { $0.isASCII && $0.isNumber })
  }

  /// `check` for an optional number: absent is always fine.
  public static func check(_ text: String?, field: String) throws(RuleViolation) {
    if let text { try check(text, field: field) }
  }
}
