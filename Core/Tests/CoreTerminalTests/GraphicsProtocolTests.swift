import CoreTesting
import Foundation
import Testing

@testable import CoreTerminal

/// Kitty's and sixel images of pictures of known pixels, byte for byte.
struct GraphicsProtocolTests {
  /// Four by four: a red, a green, a blue and a white quarter (CoreTesting).
  static let quarters = PicturePixels.quarters

  /// The control keys and payload of each kitty command in `text`.
  func kittyCommands(_ text: String) -> [(keys: String, payload: String)] {
    text.components(separatedBy: "\u{1B}_G").dropFirst().map { command in
      let body = command.components(separatedBy: "\u{1B}\\")[0]
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }

  @Test func kittySendsTheRGBPixelsPlacedOverTheCells() throws {
    let text = KittyImage.sequence(Self.quarters, columns: 2, rows: 1)
    let commands = kittyCommands(text)
    #expect(commands.count == 1)
    #expect(commands[0].keys == "a=T,f=24,s=4,v=4,c=2,r=1,C=1,q=2,m=0")
    let decoded = try #require(Data(base64Encoded: commands[0].payload))
    #expect(Array(decoded) == Self.quarters.rgb)
  }

  @Test func kittyChunksABigPictureIn4096Bytes() throws {
    let big = PicturePixels(
      width: 64,
      height: 64,
      rgb: (0..<64 * 64 * 3).map { UInt8($0 % 251) }
    )
    let commands = kittyCommands(KittyImage.sequence(big, columns: 8, rows: 4))
    #expect(commands.count == 4, "12288 bytes are 16384 in base64: four chunks")
    #expect(commands.allSatisfy { $0.payload.utf8.count <= 4096 })
    #expect(commands.map { $0.keys.hasSuffix("m=1") } == [true, true, true, false])
    #expect(commands.dropFirst().allSatisfy { $0.keys == "q=2,m=1" || $0.keys == "q=2,m=0" })
    let decoded = try #require(Data(base64Encoded: commands.map(\.payload).joined()))
    #expect(Array(decoded) == big.rgb)
  }

  @Test func sixelQuantisesToThePaletteInBandsOfSix() {
    let text = SixelImage.sequence(Self.quarters)
    // Registers: 180 red (196 - 16), 30 green (46 - 16), 5 blue (21 - 16), 215 white.
    // One band of four rows: red on columns 0-1 rows 0-1 (bits 1 + 2 = 3: "B"), blue on
    // rows 2-3 (bits 4 + 8 = 12: "K"); green and white on columns 2-3.
    let expected =
      "\u{1B}Pq\"1;1;4;4"
      + "#5;2;0;0;100#30;2;0;100;0#180;2;100;0;0#215;2;100;100;100"
      + "#5KK$#30??BB$#180BB$#215??KK"
      + "\u{1B}\\"
    #expect(text == expected)
  }

  @Test func sixelCodesRunsAndStartsANewBandEverySixRows() {
    let tall = PicturePixels(width: 5, height: 7, rgb: Array(repeating: 0, count: 5 * 7 * 3))
    #expect(SixelImage.sequence(tall) == "\u{1B}Pq\"1;1;5;7#0;2;0;0;0#0!5~-#0!5@\u{1B}\\")
  }

  @Test func aGraphicTakesBlankRowsAndItsLastRowPlacesTheImage() {
    let lines = TerminalGraphic.lines("IMAGE", columns: 3, rows: 2)
    #expect(lines == ["   ", "\u{1B}D\u{1B}[2A\u{1B}7IMAGE\u{1B}8\u{1B}[1B\u{1B}[3C"])
    #expect(
      TerminalGraphic.lines("IMAGE", columns: 3, rows: 1)
        == ["\u{1B}D\u{1B}[1A\u{1B}7IMAGE\u{1B}8\u{1B}[3C"]
    )
  }

  @Test func imagesTakeNoWidthInALine() {
    let kitty = "ab" + KittyImage.sequence(Self.quarters, columns: 2, rows: 1) + "cd"
    #expect(kitty.displayWidth == 4)
    #expect(kitty.truncated(toWidth: 4) == kitty)
    let sixel = "ab" + SixelImage.sequence(Self.quarters) + "cd"
    #expect(sixel.displayWidth == 4)
    #expect(TerminalGraphic.holdsImage(sixel) && !TerminalGraphic.holdsKittyImage(sixel))
    #expect(TerminalGraphic.holdsKittyImage(kitty))
  }

  @Test func eachModeFitsThePictureInTheSameCells() {
    let photo = PicturePixels(
      width: 640,
      height: 480,
      rgb: Array(repeating: 90, count: 640 * 480 * 3)
    )
    let kitty = TerminalPicture.lines(photo, columns: 40, rows: 20, mode: .kitty)
    let sixel = TerminalPicture.lines(photo, columns: 40, rows: 20, mode: .sixel)
    #expect(kitty.count == 15 && sixel.count == 15, "as the half blocks: 40 × 15 cells")
    #expect(kittyCommands(kitty[14])[0].keys.hasPrefix("a=T,f=24,s=80,v=60,c=40,r=15,"))
    #expect(sixel[14].contains("\"1;1;400;300"), "10 × 20 pixels a cell, whole bands")
  }
}
