import Foundation

/// What the round's visit order reads in a free-text address (docs/care-plans.md, "Visit
/// order"): the postal code and the street.
///
/// - postal code: the LAST group of 4 or 5 ASCII digits standing alone (between characters
///   that are not digits). A house number comes before the postal code in the addresses
///   nurses write ("12 rue des Lilas, 75011 Paris"), so the last group is the code; 4 digits
///   cover Belgium, Switzerland, Austria, Denmark; 5 France, Germany, Italy, Spain.
/// - street: the first line, up to its first comma, without its leading house number
///   (digits, then an optional letter or "bis"/"ter"), compared without case or accents.
/// - house number: that leading number, so 2 comes before 10 in one street.
public struct RoundAddress: Hashable, Sendable, Comparable {
  /// The postal code, nil when the address holds none (or there is no address).
  public var postalCode: String?
  /// The street, folded for comparing; empty when unknown.
  public var street: String
  /// The house number, nil when the street line starts with none.
  public var houseNumber: Int?

  /// The parts of `address`.
  public init(_ address: String?) {
    let text = address ?? ""
    postalCode = Self.postalCode(in: text)
    let firstLine =
      text.split(whereSeparator: { $0.isNewline || $0 == "," }).first.map(String.init) ?? ""
    var line = Substring(firstLine)
    // "Allée Verte 33000 Bordeaux" on one line: the street ends where its postal code starts.
    if let postalCode, let range = line.range(of: postalCode, options: .backwards) {
      line = line[..<range.lowerBound]
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let digits = trimmed.prefix(while: { $0.isASCII && $0.isNumber })
    houseNumber = digits.isEmpty ? nil : Int(digits.prefix(9))
    var rest = trimmed.dropFirst(digits.count).drop(while: { !$0.isLetter })
    if !digits.isEmpty {
      for suffix in ["bis ", "ter ", "b ", "a "] where rest.lowercased().hasPrefix(suffix) {
        rest = rest.dropFirst(suffix.count)
        break
      }
    }
    street = String(rest).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .trimmingCharacters(in: .whitespaces)
  }

  static func postalCode(in text: String) -> String? {
    var found: String?
    var run = ""
    for character in text + " " {
      if character.isASCII && character.isNumber {
        run.append(character)
        continue
      }
      if run.count == 4 || run.count == 5 { found = run }
      run = ""
    }
    return found
  }

  /// Postal code first (an address without one after the others), then street, then house
  /// number (none after a number).
  public static func < (lhs: RoundAddress, rhs: RoundAddress) -> Bool {
    switch (lhs.postalCode, rhs.postalCode) {
    case (let left?, let right?) where left != right: return left < right
    case (nil, _?): return false
    case (_?, nil): return true
    default: break
    }
    if lhs.street != rhs.street { return lhs.street < rhs.street }
    return (lhs.houseNumber ?? Int.max) < (rhs.houseNumber ?? Int.max)
  }
}
