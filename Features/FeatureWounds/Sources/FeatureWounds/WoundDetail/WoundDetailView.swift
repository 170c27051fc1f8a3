import CoreTerminal
import CoreVIPER

/// A wound as terminal lines: its facts and verdict, the assessments table, then the chart,
/// the table and the chart sharing the rows the terminal has left (`WoundDetailRoom`).
struct WoundDetailView: ViewLayout {
  var styling: Styling

  /// The longest label ("Trajectory") and a space.
  private static let labelWidth = 11

  private static let table = TextTable(
    columns: [
      .init("DATE", width: .fixed(10)),
      .init("L×W×D", width: .flexible(minimum: 7)),
      .init("AREA", alignment: .right, width: .flexible(minimum: 4)),
      .init("PUSH", alignment: .right, width: .fixed(4)),
      .init("PAR", alignment: .right, width: .flexible(minimum: 10)),
      .init("EXUDATE", width: .flexible(minimum: 5)),
      .init("TISSUE", width: .flexible(minimum: 5)),
    ],
    showsSelectionMarker: false
  )

  func lines(for data: WoundDetailViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title(data.title, detail: data.status, width: width, styling: styling),
      TerminalText.rule(width: width, styling: styling),
    ]
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .loaded(let loaded):
      lines += loaded.fields.flatMap { field in
        TerminalText.field(
          field.label,
          field.value,
          labelWidth: Self.labelWidth,
          width: width,
          styling: styling
        ).map { field.isAlert ? styling.red($0) : $0 }
      }
      lines += ["", styling.bold("Assessments")]
      if loaded.rows.isEmpty {
        lines.append(
          "No assessment yet." + (loaded.canAssess ? " Press a to assess the wound." : "")
        )
      } else {
        // The Navigator's footer takes the terminal's last row.
        let room = WoundDetailRoom.share(
          room: size.rows - 1 - lines.count,
          tableWanted: loaded.rows.count + 1,
          chartMinimum: loaded.chart?.minimumHeight(width: width),
          chartIdeal: WoundDetailRoom.idealChartHeight(rows: size.rows)
        )
        let (shown, earlier) = WoundDetailRoom.shownRows(loaded.rows, lines: room.tableLines)
        lines += table(shown, earlier: earlier, width: width).prefix(room.tableLines)
        if let chart = loaded.chart, room.chartLines > 0 {
          lines.append("")
          lines += chart.lines(width: width, height: room.chartLines)
        }
        // Below the screen's last row, so a terminal never shows them; once-mode prints the
        // whole screen to a pipe, where they complete the table.
        let leftOut = loaded.rows.prefix(loaded.rows.count - shown.count)
        if !leftOut.isEmpty {
          lines += ["", styling.bold("Earlier assessments")]
          lines += table(leftOut, earlier: nil, width: width)
        }
      }
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// The assessments table; when `earlier` rows were left out, a line under the header
  /// counts them.
  private func table(
    _ rows: ArraySlice<WoundDetailViewData.Row>,
    earlier: Int?,
    width: Int
  ) -> [String] {
    let cells = rows.map { row in
      [row.date, row.size, row.area, row.push, row.reduction, row.exudate, row.tissue]
    }
    var table = Self.table.render(cells, width: width, styling: styling)
    if let earlier {
      let count = earlier == 1 ? "1 earlier assessment" : "\(earlier) earlier assessments"
      table.insert(styling.dim("… \(count)"), at: 1)
    }
    return table
  }

  func action(for key: Key, in data: WoundDetailViewData) -> WoundDetailAction? {
    switch key {
    case .character("a"): return data.canAssess ? .assess : nil
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: WoundDetailViewData) -> [KeyHelp] {
    (data.canAssess ? [KeyHelp("a", "assess the wound")] : []) + [KeyHelp("esc q", "back")]
  }
}
