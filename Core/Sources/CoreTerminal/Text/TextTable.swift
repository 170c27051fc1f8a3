/// Rows of cells laid out in aligned columns that fit a terminal width.
///
/// Flexible columns take their natural width (widest cell or header) and shrink, widest
/// first, down to their minimum when the terminal is narrow; cut cells end in "…". The
/// selected row carries a "›" marker so it shows in plain text too, and reverse video when
/// styled.
///
/// ```swift
/// let table = TextTable(columns: [
///   .init("Name"), .init("Born", width: .fixed(10)), .init("Braden", alignment: .right),
/// ])
/// let lines = table.render(rows, width: size.columns, selected: 2, styling: styling)
/// ```
public struct TextTable: Sendable {
  /// One column: its header, alignment and width rule.
  public struct Column: Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
      /// Always exactly this many cells.
      case fixed(Int)
      /// As wide as its widest cell or header, shrinking to `minimum` when space is short.
      case flexible(minimum: Int)

      /// A flexible column that may shrink to 4 cells ("Ab…" plus room).
      public static let flexible = Width.flexible(minimum: 4)
    }

    /// The header text, shown bold when styled.
    public var header: String
    /// Which side cells and header sit on (numbers read best right-aligned).
    public var alignment: TextAlignment
    /// How wide the column is.
    public var width: Width

    /// A column titled `header`, left-aligned and flexible unless told otherwise.
    public init(_ header: String, alignment: TextAlignment = .left, width: Width = .flexible) {
      self.header = header
      self.alignment = alignment
      self.width = width
    }
  }

  /// The columns, left to right.
  public var columns: [Column]
  /// Spaces between two columns.
  public var columnSpacing: Int
  /// Whether the first line is the column headers.
  public var showsHeader: Bool
  /// Whether each line starts with a two-cell gutter holding the "›" selection marker.
  public var showsSelectionMarker: Bool

  /// A table of `columns`; by default with a header line and a selection gutter.
  public init(
    columns: [Column],
    columnSpacing: Int = 2,
    showsHeader: Bool = true,
    showsSelectionMarker: Bool = true
  ) {
    self.columns = columns
    self.columnSpacing = columnSpacing
    self.showsHeader = showsHeader
    self.showsSelectionMarker = showsSelectionMarker
  }

  /// The selection marker and the gutter it sits in.
  public static let selectionMarker = "› "

  /// The header line (if shown) then one line per row, none wider than `width` cells.
  /// Missing cells are blank; extra cells are ignored.
  public func render(
    _ rows: [[String]],
    width: Int,
    selected: Int? = nil,
    styling: Styling = .plain
  ) -> [String] {
    let widths = columnWidths(for: rows, width: width)
    var lines: [String] = []
    if showsHeader {
      let header = line(columns.map(\.header), widths: widths, marked: false)
      lines.append(styling.bold(header))
    }
    for (index, row) in rows.enumerated() {
      let isSelected = index == selected
      let text = line(row, widths: widths, marked: isSelected)
      lines.append(
        isSelected ? styling.reverse(styling.isEnabled ? text.padded(toWidth: width) : text) : text
      )
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// The width each column gets at this terminal width.
  public func columnWidths(for rows: [[String]], width: Int) -> [Int] {
    var widths = columns.enumerated().map { index, column -> Int in
      switch column.width {
      case .fixed(let cells): return cells
      case .flexible:
        let cells = rows.map { index < $0.count ? $0[index].displayWidth : 0 }
        return max(showsHeader ? column.header.displayWidth : 0, cells.max() ?? 0)
      }
    }
    let gutter = showsSelectionMarker ? Self.selectionMarker.displayWidth : 0
    let available = width - gutter - columnSpacing * max(0, columns.count - 1)
    var excess = widths.reduce(0, +) - available
    while excess > 0, let widest = shrinkableColumn(widths) {
      widths[widest] -= 1
      excess -= 1
    }
    return widths
  }

  /// The widest flexible column still above its minimum: shrinking it costs the least.
  private func shrinkableColumn(_ widths: [Int]) -> Int? {
    let candidates = columns.indices.filter {
      guard case .flexible(let minimum) = columns[$0].width else { return false }
      return widths[$0] > minimum
    }
    return candidates.max { widths[$0] < widths[$1] }
  }

  private func line(_ cells: [String], widths: [Int], marked: Bool) -> String {
    let gap = String(repeating: " ", count: columnSpacing)
    let text = columns.indices.map { index in
      let cell = index < cells.count ? cells[index] : ""
      return cell.padded(toWidth: widths[index], alignment: columns[index].alignment)
    }.joined(separator: gap)
    let gutter = showsSelectionMarker ? (marked ? Self.selectionMarker : "  ") : ""
    return (gutter + text).trimmingTrailingSpaces
  }
}

extension String {
  /// Padding the last column leaves spaces a snapshot should not have to carry.
  var trimmingTrailingSpaces: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
