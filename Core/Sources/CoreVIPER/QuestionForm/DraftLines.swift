import CoreTerminal

/// The text of a question being typed, laid out in rows of at most `width` cells, with its
/// cursor shown: reverse video where the terminal has styles; without them (NO_COLOR, text
/// snapshots) an `_` after the text, or a `^` on the row under the character it stands on.
///
/// Unlike `TerminalText.wrap`, no character is dropped or moved (spaces included), so the
/// cursor always stands where the nurse put it. Rows break after the last space that fits,
/// or inside a word longer than a row, and at each line break of a text that holds lines.
/// Control characters are shown as symbols (`␛`), never sent to the terminal raw.
struct DraftLines {
  /// The rows, then the caret row when there is one.
  private(set) var lines: [String] = []
  /// The index in `lines` of the row the cursor stands on.
  private(set) var cursorLine = 0

  private struct Cell {
    var shown: String
    var width: Int
    var isSpace: Bool
    /// A line break of a text that holds lines: it ends its row.
    var isBreak = false
  }

  init(_ question: QuestionFormViewData.Question, width: Int, styling: Styling) {
    let width = max(1, width)
    var cells = question.draft.map { Self.cell($0, holdsLines: question.holdsLines) }
    // One cell after the text, where the cursor stands at the end.
    cells.append(Cell(shown: " ", width: 1, isSpace: false))
    let cursor = min(max(0, question.cursor), cells.count - 1)
    let rows = Self.rows(of: cells, width: width)
    let atEnd = cursor == cells.count - 1
    for row in rows {
      var line = ""
      var column = 0
      var caret: Int?
      for index in row {
        let cell = cells[index]
        if index == cursor {
          caret = column
          line += styling.isEnabled ? styling.reverse(cell.shown) : atEnd ? "_" : cell.shown
        } else if index < cells.count - 1, !cell.isBreak {
          line += cell.shown
        }
        column += cell.width
      }
      if caret != nil { cursorLine = lines.count }
      lines.append(line)
      if let caret, !styling.isEnabled, !atEnd {
        lines.append(String(repeating: " ", count: caret) + "^")
      }
    }
  }

  /// At most `rows` lines, the cursor's row (and its caret row) among them.
  func window(rows: Int) -> [String] {
    guard lines.count > rows, rows > 0 else { return lines }
    let last = min(lines.count, cursorLine + 2)
    let start = min(max(0, last - rows), lines.count - rows)
    return Array(lines[start..<(start + rows)])
  }

  private static func cell(_ character: Character, holdsLines: Bool) -> Cell {
    if holdsLines && character == "\n" {
      return Cell(shown: " ", width: 1, isSpace: true, isBreak: true)
    }
    if holdsLines && character == "\t" { return Cell(shown: " ", width: 1, isSpace: true) }
    let shown = String(character).visibleControls(whitespace: .asPictures)
    return Cell(shown: shown, width: shown.displayWidth, isSpace: character == " ")
  }

  /// The cells' indices, row by row.
  private static func rows(of cells: [Cell], width: Int) -> [[Int]] {
    var rows: [[Int]] = []
    var current: [Int] = []
    var used = 0
    for (index, cell) in cells.enumerated() {
      while used + cell.width > width, !current.isEmpty {
        // Break after the last space of the row, carrying the word after it along.
        if !cell.isSpace, let space = current.lastIndex(where: { cells[$0].isSpace }),
          space + 1 < current.count
        {
          rows.append(Array(current[...space]))
          current = Array(current[(space + 1)...])
          used = current.reduce(0) { $0 + cells[$1].width }
        } else {
          rows.append(current)
          current = []
          used = 0
        }
      }
      current.append(index)
      used += cell.width
      if cell.isBreak {
        rows.append(current)
        current = []
        used = 0
      }
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}
