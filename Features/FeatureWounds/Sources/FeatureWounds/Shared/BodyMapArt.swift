import CoreTerminal

/// The body map drawn: a front and a back silhouette side by side, each open wound's number on
/// its site (`BodyMap`), red when it calls for the nurse and green otherwise (no colour under
/// `NO_COLOR`), and a legend of the numbers: beside the map when the terminal is wide enough,
/// else under it.
enum BodyMapArt {
  /// The silhouette, 17 cells wide: the head, the arms and torso, the legs, the feet.
  static let figure = [
    "      .---.      ",
    "     (     )     ",
    "      '. .'      ",
    "   .--'   '--.   ",
    "  /           \\  ",
    " /  /|     |\\  \\ ",
    "/  / |     | \\  \\",
    "\\_/  |     |  \\_/",
    "     |     |     ",
    "    /       \\    ",
    "    |   |   |    ",
    "    |   |   |    ",
    "    |   |   |    ",
    "    |   |   |    ",
    "    |   |   |    ",
    "    |   |   |    ",
    "    |   |   |    ",
    "   _|   |   |_   ",
    "  (___/   \\___)  ",
  ]
  static let figureWidth = 17
  /// Between the front and the back.
  static let gap = 4
  /// The map's width: two figures and the gap.
  static let width = 2 * figureWidth + gap

  /// The map and its legend, no line wider than `width`.
  static func lines(_ marks: [BodyMapMark], width: Int, styling: Styling) -> [String] {
    let map = figures(marks, styling: styling)
    let legend = legendLines(marks, styling: styling)
    let besideWidth = width - Self.width - 3
    if besideWidth >= 20 {
      let wrapped = legend.flatMap { TerminalText.wrap($0, width: besideWidth) }
      return map.enumerated().map { index, line in
        let note = index > 0 && index <= wrapped.count ? "   " + wrapped[index - 1] : ""
        return (line + note).truncated(toWidth: width)
      }
    }
    return (map + [""] + legend.flatMap { TerminalText.wrap($0, width: width) })
      .map { $0.truncated(toWidth: width) }
  }

  /// The header (`R FRONT L`, `L BACK R`) and the two silhouettes with the marks on them,
  /// `width` cells wide, from the figure's row `firstRow` down: the wound form's site picker
  /// leaves out the head (rows 0-2), where no site is, to keep its question on screen.
  static func figures(_ marks: [BodyMapMark], styling: Styling, from firstRow: Int = 0)
    -> [String]
  {
    var front = figure.map { $0.map { String($0) } }
    var back = front
    // Two wounds on one cell show `+`, red if either calls for the nurse; the legend lists
    // both. A number of two digits shows its first: the legend says which wound it is.
    var cells: [BodyMapPlace: (text: String, needsAttention: Bool)] = [:]
    for mark in marks {
      for place in BodyMap.places(mark.site) {
        let text = String(mark.label.prefix(1))
        cells[place] =
          cells[place].map { ("+", $0.needsAttention || mark.needsAttention) }
          ?? (text, mark.needsAttention)
      }
    }
    for (place, mark) in cells {
      guard case .cell(let view, let row, let column) = place else { continue }
      let cell = mark.needsAttention ? styling.red(mark.text) : styling.green(mark.text)
      if view == .front { front[row][column] = cell } else { back[row][column] = cell }
    }
    let side = { (left: String, name: String, right: String) in
      let room = figureWidth - 2 - name.count
      let before = String(repeating: " ", count: room / 2)
      return left + before + name + String(repeating: " ", count: room - room / 2) + right
    }
    let spacer = String(repeating: " ", count: gap)
    let header = styling.dim(side("R", "FRONT", "L") + spacer + side("L", "BACK", "R"))
    return [header]
      + zip(front, back).dropFirst(firstRow).map { $0.joined() + spacer + $1.joined() }
  }

  /// "1 VLU left lower leg", one a wound; "elsewhere" for a site the map has no place for.
  private static func legendLines(_ marks: [BodyMapMark], styling: Styling) -> [String] {
    guard !marks.isEmpty else { return ["No open wound to mark."] }
    return marks.map { mark in
      let label = mark.needsAttention ? styling.red(mark.label) : styling.green(mark.label)
      let elsewhere = BodyMap.places(mark.site) == [.elsewhere] ? " (elsewhere)" : ""
      return label + " " + mark.legend + elsewhere
    }
  }
}
