import CoreTerminal
import CoreVIPER
import SnapshotTesting

/// Snapshots a layout's lines for `data` as plain text, once per terminal width, so a
/// change in a screen shows as a readable diff.
///
/// The snapshots go to `__Snapshots__/` beside the calling test file, one per width, named
/// after the test and `<width>x<rows>`. `showsEscapes` writes each escape character as `␛`,
/// so that the colours and images of a picture read as text in the snapshot.
@MainActor
public func assertLines<Layout: ViewLayout>(
  of layout: Layout,
  for data: Layout.ViewData,
  widths: [Int] = [80, 60],
  rows: Int = 24,
  showsEscapes: Bool = false,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for width in widths {
    var lines = layout.lines(for: data, size: TerminalSize(columns: width, rows: rows))
    if showsEscapes { lines = lines.map { $0.visibleControls() } }
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

/// The display width of the widest line, to check every line fits the width it was
/// rendered for.
public func widest(_ lines: [String]) -> Int {
  lines.map(\.displayWidth).max() ?? 0
}
