// How many cells a terminal gives one grapheme cluster.
//
// Terminals disagree on clusters of several code points, and a count below what the terminal
// draws is the one mistake a full-screen app cannot afford: the row wraps, every row under it
// moves down and the header scrolls off the top. A count above it only leaves a row a cell or
// two short. So a cluster counts the WIDER of the two ways terminals draw it:
//
// - code point by code point (xterm, VTE, libvterm, tmux): each code point takes its own
//   `wcwidth` cells — 2 for East Asian wide and emoji-presentation code points, 0 for
//   combining marks, joiners and variation selectors, 1 for the rest;
// - as one glyph (kitty, WezTerm, ghostty, tmux 3.4+ for VS16): an emoji cluster takes 2.
//
// What tmux 3.3a draws, measured with `printf` in a detached 80×5 session and
// `display -p '#{cursor_x}'`; DisplayWidthTests checks each row:
//
// | cluster                          | tmux 3.3a | counted | why the count differs            |
// |----------------------------------|-----------|---------|----------------------------------|
// | 👍 U+1F44D                        | 2         | 2       |                                  |
// | 👍🏽 thumbs + skin tone             | 4         | 4       | the modifier is a wide code point|
// | 👩🏿 woman + skin tone              | 4         | 4       |                                  |
// | 👩‍⚕️ woman ZWJ ⚕ VS16              | 2         | 3       | tmux 3.3 joins after ZWJ, xterm  |
// |                                  |           |         | and VTE draw 👩 then ⚕ (3)        |
// | 👨‍👩‍👧 family                        | 2         | 6       | same: 3 wide code points         |
// | ❤️ U+2764 VS16                    | 1         | 2       | tmux 3.4+ and kitty draw it wide |
// | ❤︎ U+2764 VS15, ❤ alone           | 1         | 1       |                                  |
// | 1️⃣ keycap                         | 1         | 2       | VS16 again                       |
// | 🇫🇷 two regional indicators        | 2         | 2       | 1 + 1                            |
// | 🇫 one regional indicator          | 1         | 2       | a lone indicator is an emoji     |
// | é as e + U+0301                  | 1         | 1       |                                  |
// | 山田, ＡＢ                          | 4         | 4       |                                  |
// | क्षि (spacing vowel sign)            | 3         | 3       | Swift makes it one cluster       |
// | a U+00AD b (soft hyphen)         | 3         | 3       | a format character with a cell   |
// | a U+200B b (zero width space)    | 2         | 2       |                                  |
//
// The Navigator writes each row with "erase line" first; a row a cell short shows a blank
// where a wide glyph was counted twice, never a wrap.

extension Character {
  /// The number of terminal cells this grapheme cluster occupies: the wider of its code
  /// points' cells added up and, for an emoji cluster, the two cells a cluster-aware
  /// terminal gives it (see the table above this extension).
  ///
  /// `👍🏽` counts 4 (tmux and xterm draw the skin tone as its own wide glyph), `❤️` counts 2,
  /// `é` written as `e` + U+0301 counts 1, `山` counts 2.
  public var displayWidth: Int {
    if isASCII { return asciiValue.map { $0 >= 0x20 && $0 < 0x7F ? 1 : 0 } ?? 0 }
    let codePointCells = unicodeScalars.reduce(0) { $0 + $1.cellWidth }
    return max(codePointCells, isEmojiCluster ? 2 : 0)
  }

  /// Whether a terminal that draws clusters as one glyph draws this one as an emoji: an
  /// emoji-presentation start (pictographs, skin tones, regional indicators) or a text symbol
  /// asked to be an emoji with VS16 (U+FE0F).
  var isEmojiCluster: Bool {
    guard let first = unicodeScalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    return first.properties.isEmoji && unicodeScalars.contains("\u{FE0F}")
  }
}

extension Unicode.Scalar {
  /// The cells this code point takes on its own, as `wcwidth` and the terminals that draw
  /// code point by code point count it: 0, 1 or 2.
  var cellWidth: Int {
    if isZeroWidth { return 0 }
    // Regional indicators are emoji-presentation but narrow one by one: a flag is two of them.
    if properties.isEmojiPresentation && !isRegionalIndicator { return 2 }
    return isEastAsianWide ? 2 : 1
  }

  /// Combining marks, format characters (ZWJ, variation selectors' kin, zero width space),
  /// controls and Hangul medial vowels and finals take no cell of their own.
  var isZeroWidth: Bool {
    // The soft hyphen is a format character terminals still give a cell (tmux draws 1).
    if value == 0xAD { return false }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }
  }

  /// U+1F1E6-U+1F1FF: two of them make a flag.
  var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
