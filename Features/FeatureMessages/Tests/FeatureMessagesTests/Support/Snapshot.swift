import CoreTerminal
import CoreVIPER
import SnapshotTesting

/// Snapshots a layout's lines for `data` as plain text, once per terminal width, so a
/// change in a screen shows as a readable diff. 40 columns by default besides 80: a phone's
/// terminal, or a split pane, where messages wrap the most.
@MainActor
func assertLines<Layout: ViewLayout>(
  of layout: Layout,
  for data: Layout.ViewData,
  widths: [Int] = [80, 40],
  rows: Int = 24,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for width in widths {
    let lines = layout.lines(for: data, size: TerminalSize(columns: width, rows: rows))
    assertSnapshot(
      of: lines.joined(separator: "\n"),
      as: .lines,
      named: "\(width)x\(rows)",
      fileID: fileID,
      file: filePath,
      testName: testName,
      line: line,
      column: column
    )
  }
}

/// Every line fits the width it was rendered for.
func widest(_ lines: [String]) -> Int {
  lines.map(\.displayWidth).max() ?? 0
}
