import CoreTerminal
import CoreVIPER

/// A wound as terminal lines: its facts and verdict, the assessments table, then the chart.
struct WoundDetailView: ViewLayout {
  var styling: Styling

  /// The longest label ("Trajectory") and a space.
  private static let labelWidth = 11
  /// Lines the chart takes: two panels of four rows, their titles and the x axis.
  static let chartHeight = 12

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
        let cells = loaded.rows.map { row in
          [
            row.date, row.size, row.area, row.push, row.reduction, row.exudate, row.tissue,
          ]
        }
        lines += Self.table.render(cells, width: width, styling: styling)
      }
      if let chart = loaded.chart {
        lines.append("")
        lines += chart.lines(width: width, height: Self.chartHeight)
      }
    }
    return lines.map { $0.truncated(toWidth: width) }
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
