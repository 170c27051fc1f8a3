import Testing

@testable import CoreTerminal

/// Reading a terminal's primary device attributes: whether it lists sixel graphics (4).
struct TerminalQueryTests {
  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func anAnswerListingFourDrawsSixels() {
    #expect(TerminalQuery.listsSixel(bytes("\u{1B}[?62;4;6;22c")))
    #expect(TerminalQuery.listsSixel(bytes("\u{1B}[?63;1;2;4c")), "4 last")
    #expect(TerminalQuery.listsSixel(bytes("x\u{1B}[?4c")), "after a key typed ahead")
  }

  @Test func anAnswerWithoutFourDoesNot() {
    #expect(!TerminalQuery.listsSixel(bytes("\u{1B}[?1;2c")), "xterm without sixel, tmux")
    #expect(!TerminalQuery.listsSixel(bytes("\u{1B}[?62;14;22c")), "14 is not 4")
    #expect(!TerminalQuery.listsSixel(bytes("\u{1B}[?62;4")), "cut short")
    #expect(!TerminalQuery.listsSixel([]), "no answer in time")
  }

  @Test func anAnswerIsCompleteAtItsFinalC() {
    #expect(!TerminalQuery.isComplete(bytes("\u{1B}[?62;4")))
    #expect(TerminalQuery.isComplete(bytes("\u{1B}[?62;4c")))
    #expect(!TerminalQuery.isComplete(bytes("c")), "a typed c is not the answer")
  }
}
