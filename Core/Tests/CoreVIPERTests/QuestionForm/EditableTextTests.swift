import CoreTerminal
import CoreVIPER
import Testing

struct EditableTextTests {
  @Test func typingGoesInAtTheCursor() {
    var text = EditableText("Mare")
    #expect(text.cursor == 4)
    text.apply(.moveLeft)
    text.apply(.insert("i"))
    #expect(text == EditableText("Marie", cursor: 4))
    text.apply(.insert("\u{301}"))
    #expect(text.text == "Mari\u{301}e" && text.cursor == 4, "a combining mark joins its letter")
  }

  @Test func movesStopAtBothEnds() {
    var text = EditableText("ab", cursor: 1)
    text.apply(.moveToStart)
    text.apply(.moveLeft)
    #expect(text.cursor == 0)
    text.apply(.moveToEnd)
    text.apply(.moveRight)
    #expect(text.cursor == 2)
    #expect(EditableText("ab", cursor: 9).cursor == 2)
  }

  @Test func deletions() {
    let text = EditableText("12 rue des Lilas", cursor: 10)
    #expect(text.applying(.deleteBackward) == EditableText("12 rue de Lilas", cursor: 9))
    #expect(text.applying(.deleteForward) == EditableText("12 rue desLilas", cursor: 10))
    #expect(text.applying(.deleteToStart) == EditableText(" Lilas", cursor: 0))
    #expect(text.applying(.deleteWordBackward) == EditableText("12 rue  Lilas", cursor: 7))
    let afterSpaces = EditableText("12 rue   ", cursor: 9)
    #expect(afterSpaces.applying(.deleteWordBackward) == EditableText("12 ", cursor: 3))
    #expect(EditableText("", cursor: 0).applying(.deleteBackward) == EditableText(""))
    #expect(EditableText("a", cursor: 1).applying(.deleteForward) == EditableText("a"))
  }

  @Test func anEmojiIsOneCharacter() {
    var text = EditableText("a👩🏽‍⚕️b")
    text.apply(.moveLeft)
    text.apply(.moveLeft)
    #expect(text.cursor == 1)
    text.apply(.deleteForward)
    #expect(text.text == "ab")
  }

  @Test(
    "keys of a shell's line editor",
    arguments: [
      (Key.left, TextEdit.moveLeft), (.right, .moveRight), (.home, .moveToStart),
      (.control("a"), .moveToStart), (.end, .moveToEnd), (.control("e"), .moveToEnd),
      (.backspace, .deleteBackward), (.delete, .deleteForward), (.control("u"), .deleteToStart),
      (.control("w"), .deleteWordBackward), (.character("é"), .insert("é")),
      (.paste("a\nb"), .insert("a\nb")),
    ]
  )
  func keys(_ key: Key, _ edit: TextEdit) {
    #expect(TextEdit(key: key) == edit)
  }

  @Test func keysThatEditNothing() {
    for key in [Key.enter, .escape, .up, .down, .tab, .control("x"), .interrupt] {
      #expect(TextEdit(key: key) == nil, "\(key)")
    }
  }
}
