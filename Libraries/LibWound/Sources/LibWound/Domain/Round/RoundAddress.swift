import Foundation
import LibPatient

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

  init(postalCode: String?, street: String, houseNumber: Int?) {
    self.postalCode = postalCode
    self.street = street
    self.houseNumber = houseNumber
  }

  /// The parts of `address`. An address of plain ASCII, the usual one, is read byte by byte
  /// (`RoundAddress+ASCII.swift`); any other character by character.
  public init(_ address: String?) {
    let text = address ?? ""
    if let ascii = Self.ascii(text) {
      self = ascii
      return
    }
    postalCode = Self.postalCode(in: text)
    var line = Self.firstLine(of: text)
    // "Allée Verte 33000 Bordeaux" on one line: the street ends where its postal code starts.
    if let postalCode {
      // Its last copy, overlapping runs included ("000000" holds "0000" at its third digit).
      var index = line.endIndex
      while index > line.startIndex {
        index = line.index(before: index)
        if line[index...].hasPrefix(postalCode) {
          line = line[..<index]
          break
        }
      }
    }
    let trimmed = Self.trimmingWhitespace(line)
    let digits = trimmed.prefix(while: { $0.isASCII && $0.isNumber })
    houseNumber = digits.isEmpty ? nil : Int(digits.prefix(9))
    var rest = trimmed.dropFirst(digits.count).drop(while: { !$0.isLetter })
    if !digits.isEmpty {
      let start = rest.prefix(4).lowercased()
      for suffix in ["bis ", "ter ", "b ", "a "] where start.hasPrefix(suffix) {
        rest = rest.dropFirst(suffix.count)
        break
      }
    }
    // Folding plain ASCII is lower-casing it; anything else goes through Foundation's.
    let folded =
      rest.utf8.allSatisfy { $0 < 0x80 }
      ? rest.lowercased()
      : rest.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    street = String(Self.trimmingWhitespace(Substring(folded)))
  }

  /// The last run of 4 or 5 ASCII digits standing alone.
  static func postalCode(in text: String) -> String? {
    var found: Range<String.Index>?
    var runStart = text.startIndex
    var runLength = 0
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      let character = text[index]
      if character.isASCII && character.isNumber {
        if runLength == 0 { runStart = index }
        runLength += 1
      } else {
        if runLength == 4 || runLength == 5 { found = runStart..<index }
        runLength = 0
      }
      index = next
    }
    if runLength == 4 || runLength == 5 { found = runStart..<text.endIndex }
    return found.map { String(text[$0]) }
  }

  /// The first non-empty piece of `text` between line ends and commas.
  private static func firstLine(of text: String) -> Substring {
    func separates(_ character: Character) -> Bool { character.isNewline || character == "," }
    guard let start = text.firstIndex(where: { !separates($0) }) else { return "" }
    let end = text[start...].firstIndex(where: separates) ?? text.endIndex
    return text[start..<end]
  }

  /// `text` without the tabs and space separators (Unicode's Zs) at its ends: what
  /// `CharacterSet.whitespaces` trims.
  private static func trimmingWhitespace(_ text: Substring) -> Substring {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isSpace($0) })!
    return Substring(scalars[first...last])
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
