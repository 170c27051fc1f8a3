import CoreTerminal
import Testing

@testable import CoreVIPER

/// A choice typed by its key: its number, or the letter a picture marks it with; the list
/// beside the picture when the width holds both.
@Suite struct QuestionFormKeysTests {
  let sites = ["sacrum", "left-heel", "back"]

  @Test func aNumberPicksItsChoiceWhenThereAreNoKeys() {
    #expect(QuestionFormText.chosen("2", from: sites) == "left-heel")
    #expect(QuestionFormText.chosen("4", from: sites) == "4", "no fourth: the form refuses it")
    #expect(QuestionFormText.chosen("b", from: sites) == "b")
  }

  @Test func aKeyPicksItsChoiceInAnyCaseAndANumberIsThenText() {
    let keys = ["a", "b", "c"]
    #expect(QuestionFormText.chosen("B", from: sites, keys: keys) == "left-heel")
    #expect(QuestionFormText.chosen("2", from: sites, keys: keys) == "2")
    #expect(QuestionFormText.chosen("z", from: sites, keys: keys) == "z")
  }

  @Test func theListGoesBesideThePictureWhenItFits() {
    let picture = ["+--+", "|  |", "+--+"]
    let beside = QuestionFormChoices.lines(
      sites,
      keys: ["a", "b", "c"],
      beside: picture,
      width: 28,
      styling: .plain
    )
    #expect(beside == ["+--+   a sacrum", "|  |   b left-heel", "+--+   c back"])
    let under = QuestionFormChoices.lines(
      sites,
      keys: ["a", "b", "c"],
      beside: picture,
      width: 12,
      styling: .plain
    )
    #expect(under == picture + ["", "  a sacrum", "  b left-heel", "  c back"])
  }
}
