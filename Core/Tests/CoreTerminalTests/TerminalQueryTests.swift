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

/// A terminal's cell in pixels, from its window's size in pixels and in cells.
struct CellPixelsTests {
  @Test func theCellIsTheWindowOverItsCells() {
    let cell = CellPixels.measured(pixels: (640, 384), cells: (80, 24))
    #expect(cell == CellPixels(width: 8, height: 16))
  }

  @Test func aTerminalSayingNoPixelsGetsTheAssumedCell() {
    #expect(CellPixels.measured(pixels: (0, 0), cells: (80, 24)) == .assumed)
    #expect(CellPixels.measured(pixels: (640, 384), cells: (0, 0)) == .assumed)
    #expect(CellPixels.measured(pixels: (80, 24), cells: (80, 24)) == .assumed, "1 × 1 pixel")
  }

  @Test func aSixelImageIsMadeForTheCell() {
    let photo = PicturePixels(width: 4, height: 4, rgb: Array(repeating: 200, count: 48))
    let small = CellPixels(width: 8, height: 16)
    let lines = TerminalPicture.lines(photo, columns: 2, rows: 1, mode: .sixel, cell: small)
    #expect(lines.last?.contains("\"1;1;16;12") == true, "2 × 8 across, 16 down in whole bands")
  }
}
