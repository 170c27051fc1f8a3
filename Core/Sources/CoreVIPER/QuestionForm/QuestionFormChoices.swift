import CoreTerminal

/// A question's valid values as the form lists them under it: numbered from 1, in columns
/// read top to bottom, as many columns as the width holds, so the nurse sees every value
/// instead of an example, and may type a value or its number.
enum QuestionFormChoices {
  /// The list in rows of at most `width` cells, each value's control characters shown.
  static func lines(_ choices: [String], width: Int, styling: Styling) -> [String] {
    guard !choices.isEmpty else { return [] }
    let numberWidth = String(choices.count).count
    let cells = choices.enumerated().map { index, value in
      (
        styling.dim(String(index + 1).padded(toWidth: numberWidth, alignment: .right)),
        " " + value.visibleControls()
      )
    }
    let cellWidth = numberWidth + cells.map(\.1.displayWidth).max()! + 2
    let columns = max(1, min(cells.count, (width + 2) / cellWidth))
    let rows = (cells.count + columns - 1) / columns
    return (0..<rows).map { row in
      let inRow = stride(from: row, to: cells.count, by: rows).map { cells[$0] }
      return inRow.enumerated().map { column, cell in
        let text = cell.0 + cell.1
        let isLast = column == inRow.count - 1
        return isLast
          ? text
          : text + String(repeating: " ", count: cellWidth - numberWidth - cell.1.displayWidth)
      }.joined()
    }
  }
}
