import Testing

@testable import CoreTerminal

/// Bracketed paste: everything between `ESC [200~` and `ESC [201~` is one `Key.paste`.
@Suite("Key decoding, bracketed paste")
struct KeyDecoderPasteTests {
  static func bracketed(_ text: String) -> [UInt8] {
    Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
  }

  @Test func aPasteIsOneKeyBetweenTheKeysAroundIt() {
    var decoder = KeyDecoder()
    let bytes = Array("ab".utf8) + Self.bracketed("12 rue des Lilas") + Array("c\u{1B}[A".utf8)
    #expect(
      decoder.decode(bytes) == [
        .character("a"), .character("b"), .paste("12 rue des Lilas"), .character("c"), .up,
      ]
    )
    #expect(!decoder.isInPaste && !decoder.hasPending)
  }

  @Test func pastedLineBreaksAreNewlinesNeverEnter() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Self.bracketed("12 rue des Lilas\r69003 Lyon\r\nFrance\n"))
    #expect(keys == [.paste("12 rue des Lilas\n69003 Lyon\nFrance\n")])
  }

  @Test func controlsInAPasteAreTextForTheFieldToRefuse() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Self.bracketed("a\u{1B}[2J\u{03}\u{7F}b\té"))
    #expect(keys == [.paste("a\u{1B}[2J\u{03}\u{7F}b\té")], "Ctrl-C inside a paste quits nothing")
  }

  @Test func anEmptyPasteAndTwoPastesInARead() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Self.bracketed("") + Self.bracketed("x") + Self.bracketed("y"))
    #expect(keys == [.paste(""), .paste("x"), .paste("y")])
  }

  @Test func aPasteCutAcrossTwoReadsAtEveryByte() {
    let text = "12 rue des Lilas\r69003 Lyon — Zoë 🩹"
    let bytes = Array("a".utf8) + Self.bracketed(text) + Array("b".utf8)
    let expected: [Key] = [
      .character("a"), .paste("12 rue des Lilas\n69003 Lyon — Zoë 🩹"), .character("b"),
    ]
    // Every cut but the one right after the start marker's ESC: an ESC ending a read is the
    // Esc key (a nurse pressing Esc must not wait), as for any other sequence.
    for cut in 1..<bytes.count where cut != 2 {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      #expect(keys == expected, "cut at \(cut)")
      #expect(!decoder.isInPaste && !decoder.hasPending, "cut at \(cut)")
    }
  }

  @Test func aLongPasteInManyReads() {
    let text = String(repeating: "Dressing changed, exudate heavier. ", count: 150)
    let bytes = Self.bracketed(text)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 1024)
      keys += decoder.decode(bytes[start..<end])
      #expect(end == bytes.count || decoder.isInPaste)
      start = end
    }
    #expect(keys == [.paste(text)])
  }

  @Test func anOpenPasteWaitsAndFlushGivesWhatCameWhenTheEndNeverDoes() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~12 rue".utf8)) == [])
    #expect(decoder.isInPaste)
    #expect(!decoder.hasPending, "not given up after the short wait for a cut sequence")
    #expect(decoder.flush() == [.paste("12 rue")])
    #expect(!decoder.isInPaste)
    // A late end marker is an unknown sequence, dropped.
    #expect(decoder.decode(Array("\u{1B}[201~x".utf8)) == [.character("x")])
  }
}
