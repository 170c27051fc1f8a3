import CoreTerminal

/// A question's valid values as the form lists them under it: each after its key (its number
/// from 1, or the letter a picture marks it with), in columns read top to bottom, as many
/// columns as the width holds, so the nurse sees every value instead of an example, and may
/// type a value or its key.
enum QuestionFormChoices {
  /// The list in rows of at most `width` cells, each value's control characters shown.
  static func lines(_ choices: [String], keys: [String] = [], width: Int, styling: Styling)
    -> [String]
  {
    guard !choices.isEmpty else { return [] }
    let keys = keys.count == choices.count ? keys : choices.indices.map { String($0 + 1) }
    let keyWidth = keys.map(\.displayWidth).max()!
    let cells = zip(keys, choices).map { key, value in
      (
        styling.dim(key.padded(toWidth: keyWidth, alignment: .right)),
        " " + value.visibleControls()
      )
    }
    let cellWidth = keyWidth + cells.map(\.1.displayWidth).max()! + 2
    let columns = max(1, min(cells.count, (width + 2) / cellWidth))
    let rows = (cells.count + columns - 1) / columns
    return (0..<rows).map { row in
      let inRow = stride(from: row, to: cells.count, by: rows).map { cells[$0] }
      return inRow.enumerated().map { column, cell in
        let text = cell.0 + cell.1
        let isLast = column == inRow.count - 1
        return isLast
          ? text
          : text + String(repeating: " ", count: cellWidth - keyWidth - cell.1.displayWidth)
      }.joined()
    }
  }

  /// `picture` with the list beside it when both fit in `width` (the list at most a row
  /// taller than the picture), else the list under it.
  static func lines(
    _ choices: [String],
    keys: [String],
    beside picture: [String],
    width: Int,
    styling: Styling
  ) -> [String] {
    let pictureWidth = picture.map(\.displayWidth).max() ?? 0
    let gap = "   "
    let room = width - pictureWidth - gap.count
    let beside = room >= 12 ? lines(choices, keys: keys, width: room, styling: styling) : []
    guard !beside.isEmpty, beside.count <= picture.count + 1 else {
      let under = lines(choices, keys: keys, width: width - 2, styling: styling)
      return picture + (under.isEmpty ? [] : [""] + under.map { "  " + $0 })
    }
    let blank = String(repeating: " ", count: pictureWidth)
    return (0..<max(picture.count, beside.count)).map { index in
      let line = index < picture.count ? picture[index] : blank
      guard index < beside.count else { return line }
      return line.padded(toWidth: pictureWidth) + gap + beside[index]
    }
  }
}
