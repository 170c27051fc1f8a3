import CoreTerminal
import CoreTesting
import Foundation
import Testing

@testable import FeatureMessages

@MainActor
struct ComposeViewTests {
  let layout = ComposeView(styling: .plain)

  func data(
    _ mode: ComposeViewData.Mode = .writing,
    title: String = "New message about Dupont, Marie",
    quote: String? = nil,
    lines: [String] = [""],
    problem: String? = nil
  ) -> ComposeViewData {
    let count = lines.joined(separator: "\n").count
    return ComposeViewData(
      title: title,
      countLabel: "\(count)/4000",
      mode: mode,
      quote: quote,
      lines: lines,
      problem: problem
    )
  }

  static let draft = [
    "Dressing changed on the sacrum, exudate is heavier than on Monday.",
    "",
    "Can the doctor come by tomorrow? ",
  ]
  static let quote = "↳ reply to anna 09:12: Dressing changed, exudate is heavier than on Monday."

  @Test func loadingTheMessageAnswered() {
    assertLines(
      of: layout,
      for: data(.loading, title: "Reply about Dupont, Marie"),
      widths: messageWidths
    )
  }

  @Test func aNewEmptyMessage() {
    assertLines(of: layout, for: data(), widths: messageWidths)
  }

  @Test func aMultiLineReply() {
    assertLines(
      of: layout,
      for: data(title: "Reply about Dupont, Marie", quote: Self.quote, lines: Self.draft),
      widths: messageWidths
    )
  }

  @Test func aLongDraftShowsItsLastLines() {
    let lines = (1...30).map { "line \($0)" }
    assertLines(of: layout, for: data(lines: lines), widths: messageWidths)
  }

  @Test func refusedByTheLibrary() {
    let problem =
      "Not sent: control character U+001B at character 3 is not allowed (only newline and tab "
      + "are)"
    assertLines(
      of: layout,
      for: data(lines: ["ok\u{1B}[2J"], problem: problem),
      widths: messageWidths
    )
  }

  @Test func askingToDiscard() {
    assertLines(of: layout, for: data(.confirmingDiscard, lines: Self.draft), widths: messageWidths)
  }

  @Test func sending() {
    assertLines(of: layout, for: data(.sending, lines: Self.draft), widths: messageWidths)
  }

  @Test func controlCharactersInTheDraftAreShownNotObeyed() {
    let shown = data(lines: ["pasted \u{9B}2J and \u{1B}]0;title\u{7}"])
    let lines = layout.lines(for: shown, size: .standard)
    #expect(
      !lines.joined().unicodeScalars.contains {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
      }
    )
    assertLines(of: layout, for: shown, widths: messageWidths)
  }

  @Test func linesNeverOverflow() {
    for width in [10, 40, 80] {
      let lines = layout.lines(
        for: data(quote: Self.quote, lines: Self.draft, problem: "Not sent: must not be empty"),
        size: TerminalSize(columns: width, rows: 24)
      )
      #expect(widest(lines) <= width)
    }
  }

  @Test func writingKeys() {
    let writing = data(lines: ["hi"])
    #expect(layout.isEditingText(writing))
    #expect(layout.action(for: .character("q"), in: writing) == .type("q"))
    #expect(layout.action(for: .character("?"), in: writing) == .type("?"))
    #expect(layout.action(for: .paste("a\nb"), in: writing) == .paste("a\nb"))
    #expect(layout.action(for: .enter, in: writing) == .newLine)
    #expect(layout.action(for: .backspace, in: writing) == .deleteBackward)
    #expect(layout.action(for: .endOfInput, in: writing) == .send)
    #expect(layout.action(for: .escape, in: writing) == .cancel)
    #expect(layout.keyHelp(for: writing).map(\.keys) == ["Ctrl-D", "⏎", "esc"])
  }

  @Test func discardKeys() {
    let asking = data(.confirmingDiscard, lines: ["hi"])
    #expect(!layout.isEditingText(asking))
    #expect(layout.action(for: .character("y"), in: asking) == .discard)
    #expect(layout.action(for: .character("n"), in: asking) == .keepWriting)
    #expect(layout.action(for: .escape, in: asking) == .keepWriting)
    #expect(layout.action(for: .character("x"), in: asking) == nil)
    #expect(layout.action(for: .endOfInput, in: data(.sending)) == nil)
  }
}
