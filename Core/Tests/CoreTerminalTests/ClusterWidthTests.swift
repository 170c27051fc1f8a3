import Testing

@testable import CoreTerminal

/// The width of each kind of grapheme cluster, against what tmux 3.3a draws (measured with
/// `printf` in a detached session and `display -p '#{cursor_x}'`, see `ClusterWidth.swift`).
/// A count may exceed tmux's, never fall below it: a row counted short wraps on screen.
@Suite("Cluster width: never narrower than tmux draws")
struct ClusterWidthTests {
  /// (cluster, cells counted, cells tmux 3.3a drew, what kind of cluster it is).
  static let clusters: [(String, Int, Int, String)] = [
    ("👍", 2, 2, "emoji presentation"),
    ("👍🏽", 4, 4, "emoji + skin tone modifier: tmux draws the modifier as its own glyph"),
    ("👩🏿", 4, 4, "emoji + darkest skin tone"),
    ("🏽", 2, 2, "a skin tone alone"),
    ("👩‍⚕️", 3, 2, "ZWJ sequence: tmux 3.3 joins it, xterm and VTE draw 👩 then ⚕"),
    ("👩🏽‍⚕️", 5, 4, "ZWJ sequence with a skin tone"),
    ("👨‍👩‍👧", 6, 2, "ZWJ family: three wide code points"),
    ("❤️", 2, 1, "text symbol + VS16: tmux 3.4+, kitty and WezTerm draw it wide"),
    ("❤︎", 1, 1, "text symbol + VS15"),
    ("❤", 1, 1, "text symbol alone"),
    ("☔︎", 2, 2, "emoji-presentation symbol + VS15: still wide in tmux"),
    ("1️⃣", 2, 1, "keycap: digit + VS16 + U+20E3"),
    ("🇫🇷", 2, 2, "flag: two regional indicators, one cell each"),
    ("🇫", 2, 1, "a lone regional indicator, an emoji to a cluster-aware terminal"),
    ("e\u{301}", 1, 1, "letter + combining mark"),
    ("a\u{310}\u{308}", 1, 1, "letter + two combining marks"),
    ("山", 2, 2, "East Asian wide"),
    ("क्षि", 3, 3, "Devanagari conjunct: the spacing vowel sign takes a cell"),
    ("กำ", 2, 2, "Thai: SARA AM takes a cell"),
  ]

  @Test func eachKindOfCluster() {
    for (text, counted, _, kind) in Self.clusters {
      #expect(text.displayWidth == counted, "\(kind): \(text)")
    }
  }

  @Test func neverNarrowerThanTmuxDraws() {
    for (text, counted, tmux, kind) in Self.clusters {
      #expect(counted >= tmux, "\(kind): \(text)")
    }
  }

  @Test func aNameIsOneClusterPerEmoji() {
    // Swift splits by grapheme cluster: the skin tone stays with its thumb.
    #expect(Array("Zoë 👍🏽").count == 5)
    #expect("Zoë 👍🏽".displayWidth == 8)
  }

  @Test func truncationNeverSplitsACluster() {
    #expect("👍🏽👍🏽".truncated(toWidth: 6) == "👍🏽…")
    #expect("👍🏽👍🏽".truncated(toWidth: 4) == "…")
    #expect("👨‍👩‍👧 Martin".truncated(toWidth: 9) == "👨‍👩‍👧 M…")
    #expect("🇫🇷🇩🇪".truncated(toWidth: 3) == "🇫🇷…")
    for width in 0...12 {
      #expect("👩🏽‍⚕️ Ana 👍🏽 ❤️".truncated(toWidth: width).displayWidth <= width)
    }
  }

  @Test func paddingCountsTheSkinTone() {
    #expect("👍🏽".padded(toWidth: 6) == "👍🏽  ")
    #expect("❤️".padded(toWidth: 3, alignment: .right) == " ❤️")
  }

  @Test func aTableRowOfEmojiNamesStaysWithinItsWidth() {
    let table = TextTable(columns: [
      .init("Name"), .init("Born", width: .fixed(10)), .init("Braden", alignment: .right),
    ])
    let rows = [
      ["Dupont 👍🏽, Marguerite", "1936-04-02", "12"],
      ["Martin 👩🏽‍⚕️ 👨‍👩‍👧, Ana", "1941-11-30", "19"],
      ["Lefèvre ❤️ 🇫🇷, Rene\u{301}e", "1929-01-15", "—"],
      ["山田 1️⃣, 太郎", "1950-03-03", "23"],
    ]
    for width in [20, 30, 40, 60, 80] {
      let lines = table.render(rows, width: width, selected: 1, styling: .ansi)
      #expect(lines.allSatisfy { $0.displayWidth <= width }, "width \(width)")
    }
    // Every row ends its Braden column at the same cell, the skin tone counted.
    let lines = table.render(rows, width: 80)
    let ends = lines.map { $0.displayWidth }
    #expect(ends == [ends[0], ends[0], ends[0], ends[0], ends[0]], "\(lines)")
  }
}
