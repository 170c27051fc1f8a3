import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureMessages

@MainActor
struct ThreadViewTests {
  let layout = ThreadView(styling: .plain)

  static func message(
    _ number: Int,
    author: String = "anna",
    time: String = "09:12",
    body: String = "Dressing changed.",
    reply: String? = nil,
    pending: Bool = false
  ) -> ThreadViewData.Message {
    ThreadViewData.Message(
      id: Fixtures.id(number),
      author: author,
      time: time,
      body: body,
      replyLine: reply,
      pendingMarker: pending ? "pending" : ""
    )
  }

  static let conversation = [
    message(
      1,
      time: "2025-06-14 18:05",
      body: "Dressing changed on the sacrum, exudate is heavier than on Monday. Can the doctor "
        + "come by tomorrow?"
    ),
    message(
      2,
      author: "marc",
      time: "08:55",
      body: "Doctor called: she comes at 11.\nKeep the foam."
    ),
    message(
      3,
      author: "you",
      time: "09:12",
      body: "Thanks, I will be there.",
      reply: "↳ reply to marc 08:55",
      pending: true
    ),
  ]

  func data(
    _ content: ThreadViewData.Content,
    selected: Int? = nil,
    count: String = "",
    notice: String? = nil
  ) -> ThreadViewData {
    ThreadViewData(
      title: "Dupont, Marie",
      countLabel: count,
      content: content,
      selectedIndex: selected,
      notice: notice
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading(title: "Dupont, Marie"), widths: messageWidths)
  }

  @Test func empty() {
    let empty = data(
      .empty(message: "No messages about this patient yet.", hint: "Press c to write one."),
      count: "0 messages"
    )
    assertLines(of: layout, for: empty, widths: messageWidths)
    let printed = layout.lines(
      for: empty,
      size: TerminalSize(columns: 80, rows: 24, isPrinted: true)
    )
    #expect(printed.contains("No messages about this patient yet."))
    #expect(!printed.contains { $0.contains("Press") }, "a printed thread has no key to press")
  }

  @Test func error() {
    let message = "Could not read the messages: SQLite error 10: disk I/O error"
    assertLines(of: layout, for: data(.failed(message: message)), widths: messageWidths)
  }

  @Test func multiLineRepliesAndPendingWithTheLastSelected() {
    assertLines(
      of: layout,
      for: data(.rows(Self.conversation), selected: 2, count: "3 messages · 1 pending"),
      widths: messageWidths
    )
  }

  @Test func aNoticeWhenMarkingReadFailed() {
    assertLines(
      of: layout,
      for: data(
        .rows(Array(Self.conversation.prefix(1))),
        selected: 0,
        count: "1 message",
        notice: "Could not mark the thread read: disk I/O error"
      ),
      widths: messageWidths
    )
  }

  static let long = (1...12).map {
    message($0, author: $0 % 2 == 0 ? "marc" : "anna", body: "Visit \($0): wound clean.\nFoam.")
  }

  @Test func aLongThreadShowsTheNewestAtTheBottom() {
    assertLines(
      of: layout,
      for: data(.rows(Self.long), selected: 11, count: "12 messages"),
      widths: messageWidths
    )
  }

  @Test func aLongThreadScrolledUpToTheSelection() {
    assertLines(
      of: layout,
      for: data(.rows(Self.long), selected: 4, count: "12 messages"),
      widths: messageWidths
    )
  }

  @Test func aMessageTallerThanTheScreenShowsFromItsTop() {
    let tall = (1...40).map { "line \($0)" }.joined(separator: "\n")
    let messages = [Self.message(1), Self.message(2, author: "marc", body: tall)]
    assertLines(
      of: layout,
      for: data(.rows(messages), selected: 1, count: "2 messages"),
      widths: messageWidths
    )
  }

  @Test func longNamesAndWideCharacters() {
    let messages = [
      Self.message(
        1,
        author: "marie-antoinette.vandenberghe-oosterlinck",
        time: "2025-06-14 18:05",
        body: "包帯を交換しました。滲出液が多くなっています。医師に来てもらえますか？🩹",
        pending: true
      )
    ]
    var shown = data(.rows(messages), selected: 0, count: "1 message · 1 pending")
    shown.title = "Vandenberghe-Oosterlinck de la Tour d'Auvergne, Marie-Antoinette Joséphine"
    assertLines(of: layout, for: shown, widths: messageWidths)
  }

  @Test func controlCharactersAreShownNotObeyed() {
    let messages = [
      Self.message(
        1,
        author: "mallory\u{1B}[31m",
        body:
          "\u{1B}[2J\u{1B}[Hcleared\r overwritten\u{9B}1;1H\u{7}\tbell\nnext line\u{7F} \u{202E}desrever"
      )
    ]
    let shown = data(.rows(messages), selected: 0, count: "1 message")
    let lines = layout.lines(for: shown, size: .standard)
    #expect(
      !lines.joined().unicodeScalars.contains {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
      }
    )
    assertLines(of: layout, for: shown, widths: messageWidths)
  }

  @Test func linesNeverOverflowAndSelectionShowsWhenStyled() {
    let styled = ThreadView(styling: .ansi)
    for width in [20, 40, 80] {
      let lines = styled.lines(
        for: data(.rows(Self.conversation), selected: 1),
        size: TerminalSize(columns: width, rows: 24)
      )
      #expect(widest(lines) <= width)
      #expect(lines.contains { $0.contains("\u{1B}[7m") })
    }
  }

  @Test func keysMapToActions() {
    let shown = data(.rows(Self.conversation), selected: 1)
    #expect(layout.action(for: .character("r"), in: shown) == .reply(Fixtures.id(2)))
    #expect(layout.action(for: .character("c"), in: shown) == .compose)
    #expect(layout.action(for: .up, in: shown) == .move(.up))
    let paging = TerminalSize(columns: 80, rows: 24)
    #expect(layout.action(for: .pageDown, in: shown, size: paging) == .move(.pageDown(rows: 7)))
    #expect(layout.action(for: .pageUp, in: shown, size: paging) == .move(.pageUp(rows: 7)))
    #expect(layout.action(for: .character("G"), in: shown, size: paging) == .move(.last))
    #expect(layout.action(for: .home, in: shown, size: paging) == .move(.first))
    #expect(layout.action(for: .end, in: shown) == .move(.last))
    #expect(layout.action(for: .escape, in: shown) == .back)
    let empty = data(.empty(message: "none"))
    #expect(layout.action(for: .character("r"), in: empty) == nil)
    #expect(layout.action(for: .character("c"), in: empty) == .compose)
    #expect(layout.action(for: .character("c"), in: data(.failed(message: "no"))) == nil)
    #expect(layout.keyHelp(for: empty).map(\.keys) == ["c", "esc q"])
  }
}
