import Testing

@testable import CoreVIPER

@Suite struct ScreenPainterTests {
  @Test func aFirstFrameIsPaintedWhole() {
    #expect(ScreenPainter.paint(["a", "b"], over: nil) == "\u{1B}[H\u{1B}[2Ka\r\n\u{1B}[2Kb")
  }

  @Test func onlyTheChangedRowsAreWritten() {
    let text = ScreenPainter.paint(["a", "B", "c", "D"], over: ["a", "b", "c", "d"])
    #expect(text == "\u{1B}[2;1H\u{1B}[2KB\u{1B}[4;1H\u{1B}[2KD")
  }

  @Test func anUnchangedFrameWritesNothing() {
    #expect(ScreenPainter.paint(["a", "b"], over: ["a", "b"]).isEmpty)
  }

  @Test func aFrameOfAnotherHeightIsPaintedWhole() {
    #expect(ScreenPainter.paint(["a"], over: ["a", "b"]).hasPrefix("\u{1B}[H"))
  }
}
