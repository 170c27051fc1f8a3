import CoreTerminal
import Testing

@Suite("Control characters shown, never obeyed")
struct VisibleControlsTests {
  @Test func escapesDeleteC1AndBidiAreShownAsSymbols() {
    let hostile = "A\u{1B}[2JB\u{7F}C\u{9B}D\u{202E}E\u{2066}F\u{0}G"
    #expect(hostile.visibleControls() == "A␛[2JB␡C�D�E�F␀G")
  }

  @Test func whitespaceIsASpaceOrItsPictureAsAsked() {
    let text = "a\tb\nc\rd"
    #expect(text.visibleControls() == "a b c␍d")
    #expect(text.visibleControls(whitespace: .asPictures) == "a␉b␊c␍d")
  }

  @Test func plainTextAndAccentsAndEmojiAreLeftAsTheyAre() {
    let text = "Zoë Ørsted 👩🏽‍⚕️ – 12 rue d’Alésia"
    #expect(text.visibleControls() == text)
    #expect(text.visibleControls(whitespace: .asPictures) == text)
  }
}
