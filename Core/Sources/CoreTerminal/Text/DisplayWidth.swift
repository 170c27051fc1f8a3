/// A piece of a string as the terminal sees it: an escape sequence (no width) or one
/// user-perceived character (grapheme cluster) with its width in cells.
enum TerminalGlyph {
  case escape(String)
  case character(Character, width: Int)
}

extension String {
  /// The number of terminal cells the string occupies, counted per grapheme cluster
  /// (`Character.displayWidth`, whose rule keeps a row within the screen in tmux).
  ///
  /// East Asian wide characters and emoji count 2, an emoji with a skin tone 4, combining
  /// marks and other zero-width characters 0, and ANSI escape sequences (from `Styling`)
  /// nothing at all.
  public var displayWidth: Int {
    if let width = singleCellWidth { return width }
    return glyphs.reduce(0) { total, glyph in
      if case .character(_, let width) = glyph { return total + width }
      return total
    }
  }

  /// The string cut to at most `width` cells, ending in "…" when something was cut.
  ///
  /// Escape sequences are kept (and closed with a reset when the cut drops the closing one),
  /// and a wide character never straddles the edge.
  public func truncated(toWidth width: Int) -> String {
    if let cells = singleCellWidth {
      guard cells > width else { return self }
      guard width > 0 else { return "" }
      // One code point is one cell and one character: the cut is a prefix, found without
      // grapheme clusters.
      var kept = Substring(self).unicodeScalars.prefix(width - 1)
      while kept.last == " " { kept.removeLast() }
      return String(String.UnicodeScalarView(kept)) + "…"
    }
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

  /// The width of a string whose every code point is a single-cell character of its own
  /// (most of what a screen shows: printable ASCII, Latin letters, "·", "–", "…"), found
  /// without splitting it into grapheme clusters; nil for anything else.
  private var singleCellWidth: Int? {
    var count = 0
    for scalar in unicodeScalars {
      guard scalar.isSingleCellCharacter else { return nil }
      count += 1
    }
    return count
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

  /// Reads the rest of an escape sequence: CSI (`ESC [ … final`), OSC (`ESC ] … BEL`), APC
  /// and DCS (`ESC _ … ESC \`, `ESC P … ESC \`: the images of kitty and sixel graphics) or a
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
    case "_", "P":
      // APC (a kitty image) or DCS (a sixel image): a string up to the terminator `ESC \`.
      var afterEscape = false
      while let next = iterator.next() {
        sequence.append(next)
        if afterEscape && next == "\\" { break }
        afterEscape = next == "\u{1B}"
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

extension Unicode.Scalar {
  /// Whether this code point is always one cell and a grapheme cluster of its own, whatever
  /// surrounds it: printable ASCII, Latin-1's printable half, Latin Extended, IPA and spacing
  /// modifier letters (everything below the combining marks at U+0300), and the general
  /// punctuation a screen writes (dashes, quotes, bullet, "…"). `Character.displayWidth`
  /// counts each of them 1 (DisplayWidthTests checks every one).
  var isSingleCellCharacter: Bool {
    switch value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027: return true
    default: return false
    }
  }
}
