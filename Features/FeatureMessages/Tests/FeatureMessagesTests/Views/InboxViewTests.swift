import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureMessages

@MainActor
struct InboxViewTests {
  let layout = InboxView(styling: .plain)

  static func row(
    _ number: Int,
    name: String = "Dupont, Marie",
    last: String = "anna: Dressing changed, exudate is heavier.",
    time: String = "09:12",
    unread: String = "",
    pending: String = ""
  ) -> InboxViewData.Row {
    InboxViewData.Row(
      patientID: Fixtures.id(number),
      patientName: name,
      lastMessage: last,
      time: time,
      unreadBadge: unread,
      pendingMarker: pending
    )
  }

  static let threeRows = [
    row(1, unread: "● 2"),
    row(
      2,
      name: "Martin, Jean",
      last: "you: Can the doctor come by tomorrow morning before the dressing?",
      time: "08:40",
      pending: "1 pending"
    ),
    row(3, name: "Benali, Aïcha", last: "marc: All good today.", time: "2025-06-12"),
  ]

  func data(_ content: InboxViewData.Content, selected: Int? = nil, count: String = "")
    -> InboxViewData
  {
    InboxViewData(title: "Messages", countLabel: count, content: content, selectedIndex: selected)
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading, widths: messageWidths)
  }

  @Test func empty() {
    let message = "No messages yet. The care team's messages about a patient show here."
    assertLines(
      of: layout,
      for: data(.empty(message: message), count: "0 threads"),
      widths: messageWidths
    )
  }

  @Test func error() {
    let message = "Could not read the messages: SQLite error 10: disk I/O error"
    assertLines(of: layout, for: data(.failed(message: message)), widths: messageWidths)
  }

  @Test func oneReadThread() {
    assertLines(
      of: layout,
      for: data(.rows([Self.row(1)]), selected: 0, count: "1 thread"),
      widths: messageWidths
    )
  }

  @Test func unreadAndPendingWithTheSecondSelected() {
    assertLines(
      of: layout,
      for: data(.rows(Self.threeRows), selected: 1, count: "3 threads · 2 unread"),
      widths: messageWidths
    )
  }

  @Test func longNamesAndWideCharacters() {
    let rows = [
      Self.row(
        1,
        name: "Vandenberghe-Oosterlinck de la Tour d'Auvergne, Marie-Antoinette Joséphine",
        unread: "● 12",
        pending: "3 pending"
      ),
      Self.row(2, name: "山田, 花子", last: "さくら: 包帯を交換しました。滲出液が多くなっています。🩹", unread: "● 1"),
    ]
    assertLines(
      of: layout,
      for: data(.rows(rows), selected: 0, count: "2 threads · 13 unread"),
      widths: messageWidths
    )
  }

  static let many = (1...20).map {
    row($0, name: "Patient \($0)", unread: $0 % 3 == 0 ? "● 1" : "")
  }

  @Test func manyRowsPrintWholeFromTheTop() {
    assertLines(
      of: layout,
      for: data(.rows(Self.many), selected: 0, count: "20 threads"),
      widths: messageWidths
    )
  }

  @Test func manyRowsScrollToTheSelection() {
    assertLines(
      of: layout,
      for: data(.rows(Self.many), selected: 15, count: "20 threads"),
      widths: messageWidths
    )
  }

  @Test func controlCharactersAreShownNotObeyed() {
    let rows = [
      Self.row(
        1,
        name: "Evil\u{1B}]0;pwned\u{07}, Name",
        last: "mallory: \u{1B}[2J\u{1B}[Hcleared\u{9B}31m\u{7F}",
        unread: "● 1"
      )
    ]
    let lines = layout.lines(for: data(.rows(rows), selected: 0), size: .standard)
    #expect(
      !lines.joined().unicodeScalars.contains {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
      }
    )
    assertLines(
      of: layout,
      for: data(.rows(rows), selected: 0, count: "1 thread"),
      widths: messageWidths
    )
  }

  @Test func linesNeverOverflowAndSelectionShowsWhenStyled() {
    let styled = InboxView(styling: .ansi)
    for width in [20, 40, 80] {
      let lines = styled.lines(
        for: data(.rows(Self.threeRows), selected: 1),
        size: TerminalSize(columns: width, rows: 24)
      )
      #expect(widest(lines) <= width)
      #expect(lines.contains { $0.contains("\u{1B}[7m") })
    }
  }

  @Test func keysMapToActions() {
    let shown = data(.rows(Self.threeRows), selected: 1)
    #expect(layout.action(for: .enter, in: shown) == .open(Fixtures.id(2)))
    #expect(layout.action(for: .down, in: shown) == .move(.down))
    let paging = TerminalSize(columns: 80, rows: 24)
    #expect(layout.action(for: .pageDown, in: shown, size: paging) == .move(.pageDown(rows: 10)))
    #expect(layout.action(for: .pageUp, in: shown, size: paging) == .move(.pageUp(rows: 10)))
    #expect(layout.action(for: .character("G"), in: shown, size: paging) == .move(.last))
    #expect(layout.action(for: .home, in: shown, size: paging) == .move(.first))
    #expect(layout.action(for: .character("k"), in: shown) == .move(.up))
    #expect(layout.action(for: .character("q"), in: shown) == .back)
    #expect(layout.action(for: .enter, in: data(.empty(message: "none"))) == nil)
    #expect(
      layout.keyHelp(for: shown).map(\.keys) == [
        "↑/↓ j/k wheel", "PgUp/PgDn", "Home g / End G", "click", "⏎", "esc q",
      ]
    )
  }
}
