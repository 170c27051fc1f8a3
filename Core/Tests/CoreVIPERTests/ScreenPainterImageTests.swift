import CoreTerminal
import Testing

@testable import CoreVIPER

/// Frames holding kitty or sixel images: written whole when they change, the rows carrying an
/// image last, kitty's images deleted before they are drawn again or left behind.
@Suite struct ScreenPainterImageTests {
  let kittyRow = "\u{1B}_Ga=T,f=24,s=1,v=1,c=1,r=1,C=1,q=2,m=0;AAAA\u{1B}\\"
  let sixelRow = "\u{1B}Pq\"1;1;1;1#0;2;0;0;0#0@\u{1B}\\"
  let delete = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

  @Test func aRowWithAnImageIsWrittenAfterEveryOther() {
    let text = ScreenPainter.paint(["a", sixelRow, "c"], over: nil)
    #expect(
      text
        == "\u{1B}[1;1H\u{1B}[2Ka\u{1B}[3;1H\u{1B}[2Kc\u{1B}[2;1H\u{1B}[2K" + sixelRow
    )
  }

  @Test func anyChangeRewritesTheImagesAfterDeletingKittys() {
    let text = ScreenPainter.paint([kittyRow, "B"], over: [kittyRow, "b"])
    #expect(text == delete + "\u{1B}[2;1H\u{1B}[2KB\u{1B}[1;1H\u{1B}[2K" + kittyRow)
  }

  @Test func leavingAnImageDeletesItAndWritesTheWholeFrame() {
    let text = ScreenPainter.paint(["a", "b"], over: [kittyRow, "b"])
    #expect(text == delete + "\u{1B}[1;1H\u{1B}[2Ka\u{1B}[2;1H\u{1B}[2Kb")
    let afterSixel = ScreenPainter.paint(["a", "b"], over: [sixelRow, "b"])
    #expect(afterSixel == "\u{1B}[1;1H\u{1B}[2Ka\u{1B}[2;1H\u{1B}[2Kb", "no kitty to delete")
  }

  @Test func anUnchangedFrameWithAnImageWritesNothingUnlessResized() {
    #expect(ScreenPainter.paint([kittyRow, "b"], over: [kittyRow, "b"]).isEmpty)
    let resized = ScreenPainter.paint([kittyRow, "b"], over: [kittyRow, "b"], whole: true)
    #expect(resized.hasPrefix(delete) && resized.hasSuffix(kittyRow))
  }

  @Test func aResizeWithoutImagesPaintsTheWholeFrame() {
    #expect(ScreenPainter.paint(["a"], over: ["a"], whole: true) == "\u{1B}[H\u{1B}[2Ka")
  }
}
