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

  /// The folded text a patient is found by: given name, family name, identifier.
  static func searchKey(givenName: String, familyName: String, identifier: String?) -> String {
    [givenName, familyName, identifier ?? ""].map(fold).joined(separator: " ")
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
