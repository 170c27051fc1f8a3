import Testing

@testable import CoreTerminal

/// Pictures of known pixels, drawn in each mode a terminal offers.
struct TerminalPictureTests {
  /// Two pixels across, two down: red above, blue below.
  let redOverBlue = PicturePixels(
    width: 2,
    height: 2,
    rgb: [255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255]
  )

  @Test func halfBlocksInTrueColourSetEachColourOnlyWhenItChanges() {
    let lines = TerminalPicture.lines(redOverBlue, columns: 2, rows: 1, mode: .halfBlocksTrueColor)
    #expect(lines == ["\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀▀\u{1B}[0m"])
  }

  @Test func halfBlocksIn256ColoursPickTheNearestOfThePalette() {
    let lines = TerminalPicture.lines(redOverBlue, columns: 2, rows: 1, mode: .halfBlocks256)
    #expect(lines == ["\u{1B}[38;5;196m\u{1B}[48;5;21m▀▀\u{1B}[0m"])
    #expect(TerminalPicture.paletteIndex(RGB(red: 128, green: 128, blue: 128)) == 244, "a grey")
    #expect(TerminalPicture.paletteIndex(RGB(red: 0, green: 0, blue: 0)) == 16)
    #expect(TerminalPicture.paletteIndex(RGB(red: 255, green: 255, blue: 255)) == 231)
  }

  @Test func plainTextDrawsBrightnessWithCharacters() {
    let blackAndWhite = PicturePixels(
      width: 2,
      height: 2,
      rgb: [0, 0, 0, 255, 255, 255, 0, 0, 0, 255, 255, 255]
    )
    let lines = TerminalPicture.lines(blackAndWhite, columns: 2, rows: 1, mode: .plain)
    #expect(lines == [" @"])
  }

  @Test func aPhotoKeepsItsShapeInTheCellsItIsGiven() {
    #expect(TerminalPicture.cells(width: 640, height: 480, columns: 40, rows: 20) == (40, 15))
    #expect(TerminalPicture.cells(width: 480, height: 640, columns: 40, rows: 10) == (15, 10))
    #expect(TerminalPicture.cells(width: 0, height: 480, columns: 40, rows: 10) == (0, 0))
    let lines = TerminalPicture.lines(
      PicturePixels(width: 640, height: 480, rgb: Array(repeating: 90, count: 640 * 480 * 3)),
      columns: 40,
      rows: 20,
      mode: .plain
    )
    #expect(lines.count == 15 && lines.allSatisfy { $0.count == 40 })
  }

  @Test func shrinkingAveragesThePixelsACellCovers() {
    let checker = PicturePixels(
      width: 2,
      height: 2,
      rgb: [0, 0, 0, 254, 254, 254, 254, 254, 254, 0, 0, 0]
    )
    #expect(checker.resized(width: 1, height: 1).rgb == [127, 127, 127])
  }

  @Test func decodedPixelsBecomeRGB() {
    let rgba = PicturePixels(width: 1, height: 1, channels: 4, pixels: [0, 0, 255, 128])
    #expect(rgba.rgb == [0, 0, 128], "half transparent blue over black")
    let grey = PicturePixels(width: 1, height: 1, channels: 1, pixels: [77])
    #expect(grey.rgb == [77, 77, 77])
    let cmyk = PicturePixels(
      width: 1,
      height: 1,
      channels: 4,
      pixels: [255, 0, 255, 255],
      isCMYK: true
    )
    #expect(cmyk.rgb == [255, 0, 255])
  }

  @Test func theModeFollowsTheTerminal() {
    let tty = ["TERM": "xterm-256color"]
    #expect(PictureMode.detect(environment: tty, isTTY: true) == .halfBlocks256)
    #expect(
      PictureMode.detect(environment: tty.merging(["COLORTERM": "truecolor"]) { $1 }, isTTY: true)
        == .halfBlocksTrueColor
    )
    #expect(
      PictureMode.detect(environment: tty.merging(["NO_COLOR": "1"]) { $1 }, isTTY: true) == .plain
    )
    #expect(PictureMode.detect(environment: ["TERM": "dumb"], isTTY: true) == .plain)
    #expect(PictureMode.detect(environment: tty, isTTY: false) == .plain)
  }
}
