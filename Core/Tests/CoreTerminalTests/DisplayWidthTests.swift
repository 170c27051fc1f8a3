import Testing

@testable import CoreTerminal

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "counts cells, not characters",
    arguments: [
      ("Dupont", 6),
      ("", 0),
      ("山田太郎", 8),  // CJK: two cells each
      ("김민지", 6),  // Hangul syllables
      ("\u{1112}\u{1161}\u{11AB}", 2),  // 한 as conjoining jamo: the vowel and final add none
      ("ＡＢ", 4),  // fullwidth Latin
      ("〈〉", 4),  // angle brackets: East Asian wide without being CJK letters
      ("🩹", 2),  // emoji presentation
      ("e\u{301}", 1),  // e + combining acute
      ("Zoë", 3),
      ("a\u{200B}b", 2),  // zero-width space
      ("a\u{AD}b", 3),  // soft hyphen: a format character that still takes a cell
      ("\u{1B}", 0),  // a raw control takes none (printers show it as ␛ anyway)
    ]
  )
  func width(text: String, cells: Int) {
    #expect(text.displayWidth == cells)
  }

  @Test func escapeSequencesHaveNoWidth() {
    let styled = Styling.ansi.bold("Dupont") + Styling.ansi.red("high")
    #expect(styled.displayWidth == 10)
    #expect(styled.withoutEscapes == "Duponthigh")
  }

  @Test func truncatesWithEllipsis() {
    #expect("Marguerite".truncated(toWidth: 6) == "Margu…")
    #expect("Marguerite".truncated(toWidth: 10) == "Marguerite")
    #expect("Marguerite".truncated(toWidth: 1) == "…")
    #expect("Marguerite".truncated(toWidth: 0) == "")
    // Plain ASCII takes a shortcut (a byte is a cell); it cuts as the general path does.
    #expect("Dupont Marie".truncated(toWidth: 8) == "Dupont…")
    #expect("Dupont Marie".truncated(toWidth: 9) == "Dupont M…")
    #expect("Dupont Marie".truncated(toWidth: 10) == "Dupont Ma…")
    #expect("Dupont Marie é".truncated(toWidth: 8) == "Dupont…")
    #expect("Dupont Marie é".truncated(toWidth: 9) == "Dupont M…")
    #expect("dû · sacrum – Zoë".truncated(toWidth: 9) == "dû · sac…")
  }

  @Test func theSingleCellShortcutAgreesWithTheClusterRule() {
    let shortcut = (0...0x2FFF).compactMap(Unicode.Scalar.init).filter(\.isSingleCellCharacter)
    #expect(shortcut.count > 600)
    for scalar in shortcut {
      #expect(Character(scalar).displayWidth == 1, "U+\(String(scalar.value, radix: 16))")
      // Never joined to its neighbour: a string of them is as many characters as code points.
      let text = "a\(scalar)b\(scalar)"
      #expect(text.count == 4, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func wideCharacterNeverStraddlesTheEdge() {
    // 5 cells: two wide (4) + ellipsis (1) = 5; the third wide char would need 6.
    #expect("山田太郎".truncated(toWidth: 5) == "山田…")
    #expect("山田太郎".truncated(toWidth: 6) == "山田…")
    #expect("山田太郎".truncated(toWidth: 6).displayWidth <= 6)
    #expect("🩹🩹🩹".truncated(toWidth: 4) == "🩹…")
  }

  @Test func combiningMarksStayWithTheirLetter() {
    let name = "Rene\u{301}e Lefe\u{300}vre"
    #expect(name.displayWidth == 13)
    #expect(name.truncated(toWidth: 5) == "Rene\u{301}…")
  }

  @Test func truncationKeepsStylesClosed() {
    let cut = Styling.ansi.bold("Marguerite").truncated(toWidth: 4)
    #expect(cut.withoutEscapes == "Mar…")
    #expect(cut.hasSuffix("\u{1B}[0m"))
    #expect(cut.displayWidth == 4)
  }

  @Test func padsToCells() {
    #expect("ab".padded(toWidth: 4) == "ab  ")
    #expect("ab".padded(toWidth: 4, alignment: .right) == "  ab")
    #expect("山".padded(toWidth: 4) == "山  ")
    #expect("abcdef".padded(toWidth: 4) == "abc…")
    #expect(Styling.ansi.bold("ab").padded(toWidth: 4).displayWidth == 4)
  }
}

@Test func truncationDropsTheSpaceBeforeTheEllipsis() {
  #expect("Dupont Marguerite".truncated(toWidth: 8) == "Dupont…")
}
