import Testing

@testable import CoreTerminal

/// Which way photos are drawn, signal by signal: the override, `NO_COLOR`, a pipe, the
/// terminals that speak kitty's protocol, tmux, a sixel answer, 24-bit colour.
struct PictureModeTests {
  let tty = ["TERM": "xterm-256color"]

  func detect(_ extra: [String: String], isTTY: Bool = true, answersSixel: Bool = false)
    -> PictureMode
  {
    PictureMode.detect(
      environment: tty.merging(extra) { $1 },
      isTTY: isTTY,
      answersSixel: answersSixel
    )
  }

  @Test func theOverrideNamesAnyModeAndBeatsEverySignal() {
    for mode in PictureMode.allCases {
      #expect(detect(["NURSE_GRAPHICS": mode.rawValue, "NO_COLOR": "1"], isTTY: false) == mode)
    }
    #expect(detect(["NURSE_GRAPHICS": "sixel"]) == .sixel)
    #expect(detect(["NURSE_GRAPHICS": "256", "TERM": "xterm-kitty"]) == .halfBlocks256)
  }

  @Test func anUnknownOverrideIsIgnored() {
    #expect(detect(["NURSE_GRAPHICS": "retina"]) == .halfBlocks256)
    #expect(detect(["NURSE_GRAPHICS": ""]) == .halfBlocks256)
  }

  @Test func kittyWhereTheTerminalSaysItSpeaksIt() {
    #expect(detect(["TERM": "xterm-kitty"]) == .kitty)
    #expect(detect(["KITTY_WINDOW_ID": "3"]) == .kitty)
    #expect(detect(["TERM_PROGRAM": "WezTerm"]) == .kitty)
    #expect(detect(["TERM_PROGRAM": "ghostty"]) == .kitty)
    #expect(detect(["TERM": "xterm-ghostty"]) == .kitty)
    #expect(detect(["KITTY_WINDOW_ID": ""]) == .halfBlocks256)
  }

  @Test func neverKittyOrSixelInsideTmuxOrScreen() {
    #expect(detect(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]) == .halfBlocks256)
    #expect(detect(["KITTY_WINDOW_ID": "1", "TERM": "tmux-256color"]) == .halfBlocks256)
    #expect(detect(["TERM": "screen-256color"], answersSixel: true) == .halfBlocks256)
  }

  @Test func sixelOnlyWhenTheTerminalAnswersIt() {
    #expect(detect([:], answersSixel: true) == .sixel)
    #expect(detect(["TERM": "xterm"]) == .halfBlocks256, "xterm may lack sixel: never guessed")
    #expect(detect(["TERM": "xterm-kitty"], answersSixel: true) == .kitty)
  }

  @Test func plainForNoColourAPipeOrADumbTerminal() {
    #expect(detect(["NO_COLOR": "1", "TERM": "xterm-kitty"]) == .plain)
    #expect(detect(["TERM": "xterm-kitty"], isTTY: false) == .plain)
    #expect(detect(["TERM": "dumb"], answersSixel: true) == .plain)
    #expect(PictureMode.detect(environment: [:], isTTY: true) == .plain)
  }

  @Test func halfBlocksInTrueColourWhenColortermSaysSo() {
    #expect(detect(["COLORTERM": "truecolor"]) == .halfBlocksTrueColor)
    #expect(detect(["COLORTERM": "24bit"]) == .halfBlocksTrueColor)
  }
}
