import CoreTerminal
import CoreVIPER

/// A wound as terminal lines: its facts and verdict, the selected visit, the assessments
/// table, then the chart, the table and the chart sharing the rows the terminal has left
/// (`WoundDetailRoom`).
struct WoundDetailView: ViewLayout {
  var styling: Styling

  /// The longest label ("Trajectory") and a space.
  private static let labelWidth = 11

  func lines(for data: WoundDetailViewData, size: TerminalSize) -> [String] {
    // The question and what went wrong take the rows just above the Navigator's footer; the
    // rest shares what is left, so the chart's dates stay on screen.
    var bottom: [String] = []
    if let problem = data.problem {
      bottom += TerminalText.wrap(problem, width: size.columns).map(styling.red)
    }
    if let prompt = data.prompt {
      bottom += TerminalText.wrap(prompt, width: size.columns).map(styling.bold)
    }
    guard !bottom.isEmpty else { return body(data, size: size) }
    let above = TerminalSize(columns: size.columns, rows: max(1, size.rows - bottom.count))
    return Array(body(data, size: above).prefix(max(0, above.rows - 1))) + bottom
  }

  private func body(_ data: WoundDetailViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: data.status)
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .failed(let message):
      lines += skeleton.failure(message)
    case .loaded(let loaded) where data.showsBodyMap:
      lines += BodyMapArt.lines(loaded.bodyMap, width: width, styling: styling)
    case .loaded(let loaded):
      // Printed once (`nurse wound show` to a pipe) the screen is whole: no field cut, the
      // whole visit panel and the whole table, the chart at its height for the terminal.
      let whole = size.isPrinted
      lines += fieldLines(loaded.fields, width: width, whole: whole)
      // The selected visit comes after the table's latest row and the smallest chart: on a
      // short terminal it shows what room is left (its time and id first).
      let room = size.rows - 1 - lines.count - 2
      let chartMinimum = loaded.chart?.minimumHeight(width: width).map { $0 + 1 } ?? 0
      let reserved = min(loaded.rows.count + 1, 2) + chartMinimum
      let visitLines = fieldLines(loaded.visit, width: width, whole: whole)
      let visit = whole ? visitLines[...] : visitLines.prefix(max(0, room - reserved - 1))
      if !visit.isEmpty { lines += [""] + visit }
      lines += ["", styling.bold("Assessments")]
      if loaded.rows.isEmpty {
        lines.append(
          "No assessment yet."
            + (loaded.canAssess && !size.isPrinted ? " Press a to assess the wound." : "")
        )
      } else {
        // The Navigator's footer takes the terminal's last row; printed, there is room for all.
        let chartIdeal = WoundDetailRoom.idealChartHeight(rows: size.rows)
        let printedRoom =
          loaded.rows.count + 1 + max(chartIdeal, loaded.chart?.minimumHeight(width: width) ?? 0)
          + 1
        let room = WoundDetailRoom.share(
          room: whole ? printedRoom : size.rows - 1 - lines.count,
          tableWanted: loaded.rows.count + 1,
          chartMinimum: loaded.chart?.minimumHeight(width: width),
          chartIdeal: chartIdeal
        )
        let (shown, earlier) = WoundDetailRoom.shownRows(
          loaded.rows,
          lines: room.tableLines,
          keeping: loaded.selected
        )
        // Printed once, the table has no cursor: nobody is at the keys.
        let selected = size.isPrinted ? nil : loaded.selected.map { $0 - shown.startIndex }
        lines += WoundDetailTable.lines(
          shown,
          earlier: earlier,
          selected: selected,
          width: width,
          styling: styling
        )
        .prefix(room.tableLines)
        if let chart = loaded.chart, room.chartLines > 0 {
          lines.append("")
          lines += chart.lines(width: width, height: room.chartLines)
        }
        // Below the screen's last row, so a terminal never shows them; once-mode prints the
        // whole screen to a pipe, where they complete the table.
        let leftOut = loaded.rows.prefix(shown.startIndex)
        if !leftOut.isEmpty {
          lines += ["", styling.bold("Earlier assessments")]
          lines += WoundDetailTable.lines(
            leftOut,
            earlier: nil,
            selected: nil,
            width: width,
            styling: styling
          )
        }
      }
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// Fields under their labels, an alert in red; on a terminal a visit's long notes are cut to
  /// two lines, any other field to four (many photos); `whole` (printed) cuts none.
  private func fieldLines(_ fields: [WoundDetailViewData.Field], width: Int, whole: Bool)
    -> [String]
  {
    fields.flatMap { field in
      let all = TerminalText.field(
        field.label,
        field.value,
        labelWidth: Self.labelWidth,
        width: width,
        styling: styling
      )
      var kept = whole ? all : Array(all.prefix(field.label == "Notes" ? 2 : 4))
      // A cut text says so, so that a nurse never takes the start of a note for all of it.
      if kept.count < all.count, let last = kept.popLast() {
        kept.append(last.truncated(toWidth: width - 2) + " …")
      }
      return kept.map { field.isAlert ? styling.red($0) : $0 }
    }
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: WoundDetailViewData, size: TerminalSize) -> [KeyBinding<
    WoundDetailAction
  >] {
    bindings(data)
  }

  func action(for key: Key, in data: WoundDetailViewData) -> WoundDetailAction? {
    bindings(data).action(for: key)
  }

  func keyHelp(for data: WoundDetailViewData) -> [KeyHelp] {
    bindings(data).keyHelp()
  }

  /// The keys of the state shown, declared once for `?` and the actions.
  private func bindings(_ data: WoundDetailViewData) -> [KeyBinding<WoundDetailAction>] {
    if data.prompt != nil {
      return KeyBinding.question(yes: .confirm, no: .dismiss, alsoNo: [.character("q")])
    }
    var keys: [KeyBinding<WoundDetailAction>] = []
    if data.loaded?.rows.isEmpty == false {
      keys += [
        KeyBinding(
          [.up, .character("k"), .wheelUp],
          KeyHelp("↑/↓ j/k wheel", "pick a visit", short: "visit"),
          .select(by: -1)
        ),
        KeyBinding([.down, .character("j"), .wheelDown], nil, .select(by: 1)),
      ]
    }
    if data.canAssess {
      keys.append(
        KeyBinding([.character("a")], KeyHelp("a", "assess the wound", short: "assess"), .assess)
      )
    }
    if data.loaded?.canCorrect == true {
      keys.append(KeyBinding([.character("c")], KeyHelp("c", "correct the visit"), .correct))
    }
    if data.loaded != nil {
      keys.append(KeyBinding([.character("e")], KeyHelp("e", "edit its type and site"), .edit))
      keys.append(
        KeyBinding([.character("v")], KeyHelp("v", "view its photos", short: "photos"), .photos)
      )
      let map = data.showsBodyMap ? "show the visits" : "show the body map"
      keys.append(KeyBinding([.character("b")], KeyHelp("b", map), .toggleBodyMap))
    }
    if data.canAssess {
      keys += [
        KeyBinding([.character("h")], KeyHelp("h", "healed"), .heal),
        KeyBinding([.character("x")], KeyHelp("x", "close"), .close),
        KeyBinding([.character("p")], KeyHelp("p", "plan its care", short: "plan"), .plan),
      ]
    }
    if data.canReopen {
      keys.append(KeyBinding([.character("o")], KeyHelp("o", "reopen", short: "reopen"), .reopen))
    }
    return keys + [
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back)
    ]
  }
}
