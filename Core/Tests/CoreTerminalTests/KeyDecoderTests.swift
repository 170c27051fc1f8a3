import Testing

@testable import CoreTerminal

@Suite("Key decoding")
struct KeyDecoderTests {
  static let table: [(String, [UInt8], [Key])] = [
    ("CSI arrows", Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
    ("SS3 arrows", Array("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD".utf8), [.up, .down, .right, .left]),
    ("CSI home/end", Array("\u{1B}[H\u{1B}[F".utf8), [.home, .end]),
    ("SS3 home/end", Array("\u{1B}OH\u{1B}OF".utf8), [.home, .end]),
    (
      "tilde codes", Array("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~".utf8), [.home, .end, .home, .end]
    ),
    ("page keys", Array("\u{1B}[5~\u{1B}[6~".utf8), [.pageUp, .pageDown]),
    ("modified page keys", Array("\u{1B}[5;5~\u{1B}[6;2~".utf8), [.pageUp, .pageDown]),
    ("modified home/end", Array("\u{1B}[1;2H\u{1B}[1;5F".utf8), [.home, .end]),
    ("delete", Array("\u{1B}[3~".utf8), [.delete]),
    ("modified arrow", Array("\u{1B}[1;5A".utf8), [.up]),
    ("unknown CSI is dropped", Array("\u{1B}[2~\u{1B}[Yx".utf8), [.character("x")]),
    ("shift-tab", Array("\u{1B}[Z".utf8), [.backTab]),
    ("enter CR", [0x0D], [.enter]),
    ("enter LF", [0x0A], [.enter]),
    ("CR LF is one enter", [0x0D, 0x0A], [.enter]),
    ("backspace", [0x7F, 0x08], [.backspace, .backspace]),
    ("tab", [0x09], [.tab]),
    ("ctrl-c", [0x03], [.interrupt]),
    ("ctrl-d", [0x04], [.endOfInput]),
    ("lone esc", [0x1B], [.escape]),
    ("esc esc", [0x1B, 0x1B], [.escape, .escape]),
    ("alt and a letter is no key (never Esc, then q)", Array("\u{1B}x".utf8), []),
    ("alt and a letter between keys", Array("a\u{1B}qb".utf8), [.character("a"), .character("b")]),
    ("esc then a non-ASCII character", Array("\u{1B}é".utf8), [.escape, .character("é")]),
    (
      "letters", Array("jk q?".utf8),
      [.character("j"), .character("k"), .character(" "), .character("q"), .character("?")]
    ),
    ("2-byte UTF-8", Array("é".utf8), [.character("é")]),
    ("3-byte UTF-8", Array("山€".utf8), [.character("山"), .character("€")]),
    ("4-byte UTF-8", Array("🩹".utf8), [.character("🩹")]),
    ("combining mark joins", Array("e\u{301}".utf8), [.character("e\u{301}")]),
    (
      "ctrl and a letter", [0x01, 0x05, 0x15, 0x17, 0x1A],
      [.control("a"), .control("e"), .control("u"), .control("w"), .control("z")]
    ),
    ("other controls ignored", [0x00, 0x1C, 0x1F, 0x61], [.character("a")]),
    ("invalid byte skipped", [0xFF, 0x61], [.character("a")]),
  ]

  @Test(arguments: table)
  func decodes(_ row: (String, [UInt8], [Key])) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(row.1) == row.2, "\(row.0)")
    #expect(decoder.flush() == [])
  }

  @Test(
    "sequences split across two reads",
    arguments: [
      "\u{1B}[A", "\u{1B}[5~", "\u{1B}[6;5~", "\u{1B}[1;2H", "\u{1B}OB", "\u{1B}[1;5C", "é",
      "山", "🩹",
    ]
  )
  func split(_ sequence: String) {
    let bytes = Array(sequence.utf8)
    var whole = KeyDecoder()
    let expected = whole.decode(bytes)
    // Every cut after the first byte: the first read alone must not produce a wrong key.
    for cut in 2..<bytes.count + 1 where cut < bytes.count {
      var decoder = KeyDecoder()
      let first = decoder.decode(bytes[..<cut])
      let second = decoder.decode(bytes[cut...])
      #expect(first == [], "\(sequence) cut at \(cut)")
      #expect(second == expected, "\(sequence) cut at \(cut)")
    }
  }

  @Test func splitUTF8AfterLeadByte() {
    var decoder = KeyDecoder()
    let bytes = Array("🩹".utf8)
    #expect(decoder.decode(bytes[..<1]) == [])
    #expect(decoder.decode(bytes[1...]) == [.character("🩹")])
  }

  @Test func textBeforeAndAfterASplitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("ab\u{1B}[".utf8)) == [.character("a"), .character("b")])
    #expect(decoder.decode(Array("Bc".utf8)) == [.down, .character("c")])
  }

  @Test func flushGivesUpOnACutSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.flush() == [.escape, .character("[")])
    #expect(decoder.decode([0x61]) == [.character("a")])
  }
}
