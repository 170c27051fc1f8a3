/// A piece of a string as the terminal sees it: an escape sequence (no width) or one
/// user-perceived character (grapheme cluster) with its width in cells.
enum TerminalGlyph {
  case escape(String)
  case character(Character, width: Int)
}

extension String {
  /// The number of terminal cells the string occupies.
  ///
  /// East Asian wide characters and emoji count 2, combining marks and other zero-width
  /// characters 0, and ANSI escape sequences (from `Styling`) nothing at all.
  public var displayWidth: Int {
    glyphs.reduce(0) { total, glyph in
      if case .character(_, let width) = glyph { return total + width }
      return total
    }
  }

  /// The string cut to at most `width` cells, ending in "…" when something was cut.
  ///
  /// Escape sequences are kept (and closed with a reset when the cut drops the closing one),
  /// and a wide character never straddles the edge.
  public func truncated(toWidth width: Int) -> String {
    guard displayWidth > width else { return self }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    var sawEscape = false
    for glyph in glyphs {
      switch glyph {
      case .escape(let sequence):
        result += sequence
        sawEscape = true
      case .character(let character, let cells):
        // Keep one cell for the ellipsis.
        guard used + cells <= width - 1 else {
          // "Dupont …" reads worse than "Dupont…": the cut drops the space before it too.
          while result.last == " " { result.removeLast() }
          return result + "…" + (sawEscape ? ANSI.reset : "")
        }
        result.append(character)
        used += cells
      }
    }
    return result
  }

  /// The string padded with spaces to exactly `width` cells (truncated with "…" if wider).
  /// `alignment` says on which side the text sits.
  public func padded(toWidth width: Int, alignment: TextAlignment = .left) -> String {
    let fitted = truncated(toWidth: width)
    let padding = String(repeating: " ", count: max(0, width - fitted.displayWidth))
    return alignment == .left ? fitted + padding : padding + fitted
  }

  /// The string without ANSI escape sequences.
  public var withoutEscapes: String {
    var result = ""
    for case .character(let character, _) in glyphs { result.append(character) }
    return result
  }

  var glyphs: [TerminalGlyph] {
    var result: [TerminalGlyph] = []
    var iterator = makeIterator()
    while let character = iterator.next() {
      if character == "\u{1B}" {
        result.append(.escape(Self.readEscape(after: &iterator)))
      } else {
        result.append(.character(character, width: character.displayWidth))
      }
    }
    return result
  }

  /// Reads the rest of an escape sequence: CSI (`ESC [ … final`), OSC (`ESC ] … BEL`) or a
  /// two-character escape.
  private static func readEscape(after iterator: inout String.Iterator) -> String {
    var sequence = "\u{1B}"
    guard let introducer = iterator.next() else { return sequence }
    sequence.append(introducer)
    switch introducer {
    case "[":
      while let next = iterator.next() {
        sequence.append(next)
        if let value = next.unicodeScalars.first?.value, (0x40...0x7E).contains(value) { break }
      }
    case "]":
      while let next = iterator.next() {
        sequence.append(next)
        if next == "\u{07}" || next == "\\" { break }
      }
    default:
      break
    }
    return sequence
  }
}

/// Which side of its cell range a piece of text sits on.
public enum TextAlignment: Hashable, Sendable {
  case left, right
}

extension Character {
  /// The number of terminal cells this character occupies: 0, 1 or 2.
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isZeroWidth { return 0 }
    // Emoji shown as emoji (by default, or asked for with VS16 U+FE0F) take two cells, and so
    // do sequences built on them (ZWJ families, skin tones, flags).
    if first.properties.isEmojiPresentation { return 2 }
    if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    return first.isEastAsianWide ? 2 : 1
  }
}

extension Unicode.Scalar {
  /// Combining marks, format characters (ZWJ, soft hyphen) and controls take no cell.
  var isZeroWidth: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return value >= 0x1160 && value <= 0x11FF  // Hangul medial vowels and finals
    }
  }

  /// East Asian Wide and Fullwidth ranges (UAX #11) that are not already emoji.
  var isEastAsianWide: Bool {
    Self.wideRanges.contains { $0.contains(value) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initials
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1F300...0x1F64F,  // pictographs and emoticons (text-default ones included)
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x20000...0x2FFFD,  // CJK extensions B…
    0x30000...0x3FFFD,  // CJK extension G…
  ]
}
