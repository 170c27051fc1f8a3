import CoreTerminal
import Testing

@Suite("An error on a screen: its own words, controls shown, fields never dumped")
struct ReadableErrorTests {
  struct Quoting: Error, CustomStringConvertible {
    let typed: String
    var description: String { "no patient matches \(typed)" }
  }

  struct Silent: Error {
    let name = "Dupont, Marguerite"
  }

  @Test func anErrorThatDescribesItselfIsShownInItsWordsWithControlsVisible() {
    #expect(
      readableMessage(for: Quoting(typed: "Du\u{1B}[2J\u{9B}")) == "no patient matches Du␛[2J�"
    )
    #expect(readableMessage(for: Quoting(typed: "Zoë")) == "no patient matches Zoë")
  }

  @Test func anErrorThatDoesNotDescribeItselfShowsNoneOfItsFields() {
    #expect(readableMessage(for: Silent()) == "unexpected error")
  }
}
