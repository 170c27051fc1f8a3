/// How text reaches a form's answer: what a paste becomes in a field, what a field's rule
/// refuses, and the blanks around an answer that never count.
///
/// The rule is the team's (CoreContract's `TextRule`, which CoreVIPER may not import, so it
/// is stated again here): a text that holds lines (an address, notes) may hold newline and
/// tab; no text may hold another C0 or C1 control, DEL, or a bidirectional override.
public enum QuestionFormText {
  /// `text` as it goes into a field: in a one-line field, line breaks and tabs become
  /// spaces, so a pasted two-line address reads as one line instead of spilling over. Every
  /// other character is kept, to be refused by `refusal(of:holdsLines:)` when she submits.
  public static func insertable(_ text: String, holdsLines: Bool) -> String {
    guard !holdsLines else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar
        }
      )
    )
  }

  /// Why `text` cannot be this field's answer ("holds a control character"), or nil.
  public static func refusal(of text: String, holdsLines: Bool) -> String? {
    guard let scalar = text.unicodeScalars.first(where: { refuses($0, holdsLines: holdsLines) })
    else { return nil }
    if isDirectional(scalar) { return "holds a bidirectional override; remove it" }
    let shown = String(Character(scalar)).visibleControls(whitespace: .asPictures)
    let allowed = holdsLines ? "; only line breaks and tabs are allowed" : ""
    return "holds a control character (\(shown))\(allowed); remove it"
  }

  /// An answer as a list of answers shows it: every control character as a symbol (an
  /// answer may come from a record pulled from the server), line breaks kept where the field
  /// holds lines, else shown as spaces so the answer keeps to its line.
  public static func shown(_ text: String, holdsLines: Bool) -> String {
    guard holdsLines else { return text.visibleControls() }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).visibleControls() }.joined(separator: "\n")
  }

  /// `text` without the spaces, tabs and line breaks around it.
  public static func trimmed(_ text: String) -> String {
    let characters = Array(text)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[first...last])
  }

  /// The answer `typed` stands for: the value whose key is `typed` among `choices` (`keys`
  /// in their order, any case; when there are none, their numbers, 1 the first), or `typed`
  /// itself, for the form to check.
  public static func chosen(_ typed: String, from choices: [String], keys: [String] = [])
    -> String
  {
    guard keys.isEmpty else {
      let index = keys.firstIndex { $0.lowercased() == typed.lowercased() }
      return index.flatMap { choices.indices.contains($0) ? choices[$0] : nil } ?? typed
    }
    guard let number = Int(typed), choices.indices.contains(number - 1) else { return typed }
    return choices[number - 1]
  }

  private static func refuses(_ scalar: Unicode.Scalar, holdsLines: Bool) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return !holdsLines
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return isDirectional(scalar)
    }
  }

  private static func isDirectional(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }
}
