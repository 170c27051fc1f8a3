import Foundation

/// Folds text for matching and ordering: lowercase, without accents, so "Zoë" and "ZOE" meet.
///
/// SQLite's `LIKE` and `lower()` only know ASCII, so the store keeps folded copies of what is
/// searched and sorted, written by `PatientAdapter`, and folds the search text the same way.
enum SearchFolding {
  static func fold(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
      locale: nil
    )
    .lowercased()
  }

  /// The folded text a patient is found by: given name, family name, identifier, address, and
  /// the phone's digits alone, so that "01 02 03" and "01.02.03" find the same number.
  static func searchKey(
    givenName: String,
    familyName: String,
    identifier: String?,
    address: String? = nil,
    phone: String? = nil
  ) -> String {
    [givenName, familyName, identifier ?? "", address ?? ""].map(fold).joined(separator: " ")
      + " " + digits(phone ?? "")
  }

  /// A phone's digits, without its spaces, dots, dashes, parentheses or plus.
  static func digits(_ text: String) -> String {
    PhoneRule.digits(text)
  }

  /// The terms a search text is matched by, each of which must appear. A search of a phone
  /// number ("01 02 03", "+33 1-02") is one term of its digits, written however it was typed;
  /// otherwise each word is a term, a word of a phone's characters reduced to its digits.
  static func terms(of search: String) -> [String] {
    let phoneCharacters = Set("0123456789+.-()/ ")
    let words = search.split(whereSeparator: \.isWhitespace).map(String.init)
    func isPhone(_ text: String) -> Bool {
      text.allSatisfy(phoneCharacters.contains) && text.contains(where: \.isASCIIDigit)
    }
    if isPhone(search.trimmingCharacters(in: .whitespaces)) && words.count > 1 {
      return [digits(search)]
    }
    return words.map { isPhone($0) ? digits($0) : $0 }
  }

  /// A `LIKE` pattern matching ids that start with `term`, when `term` can be one: four or
  /// more of an id's characters (hex digits and dashes), as every command takes them.
  static func idPrefixPattern(_ term: String) -> String? {
    let lowered = term.lowercased()
    guard lowered.count >= 4, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
      return nil
    }
    return lowered + "%"
  }

  /// A `LIKE` pattern matching `term` anywhere, with `%`, `_` and the escape character itself
  /// escaped so that a nurse typing them finds them literally. Use with `ESCAPE '\'`.
  static func containsPattern(_ term: String) -> String {
    var escaped = ""
    for character in fold(term) {
      if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
      escaped.append(character)
    }
    return "%\(escaped)%"
  }
}

extension Character {
  /// 0-9 only: a phone's digits, not another script's numerals.
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
