import CoreTerminal
import CoreVIPER
import Testing

/// A scrolled list of wounds answers clicks as every list does: a click on a row picks it
/// (`pick`), one on the picked row (`selected`) opens it, one on the "↑ N more" line (`more`)
/// does nothing. The rows are "Patient N", the 21st and the 31st clicked by default.
@MainActor
func expectScrolledListClicks<Layout: ViewLayout>(
  _ layout: Layout,
  _ data: Layout.ViewData,
  size: TerminalSize = TerminalSize(columns: 80, rows: 24),
  row: String = "Patient 20 ",
  pick: Layout.Action,
  selected: String = "Patient 30 ",
  open: Layout.Action,
  more: String
) throws where Layout.Action: Equatable {
  let lines = layout.lines(for: data, size: size)
  func click(_ text: String) throws -> Layout.Action? {
    let line = try #require(lines.firstIndex { $0.contains(text) })
    return layout.action(for: .click(line: line, column: 3), in: data, size: size)
  }
  #expect(try click(row) == pick)
  #expect(try click(selected) == open)
  #expect(try click(more) == nil)
}
