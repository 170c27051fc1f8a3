import CoreTerminal
import CoreVIPER

/// The Wound Photos screen as terminal lines: the photos side by side, each with its day and
/// scores under it, drawn in the best way the terminal allows (`PictureMode`).
struct WoundPhotosView: ViewLayout {
  var styling: Styling
  var mode: PictureMode
  /// The terminal's cell in pixels, which a sixel image is made to fit.
  var cell: CellPixels = .assumed

  /// Cells between two photos.
  static let gap = 2

  func lines(for data: WoundPhotosViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: data.position ?? "")
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .failed(let message):
      lines += skeleton.failure(message)
    case .empty(let message):
      lines += TerminalText.wrap(message, width: width)
    case .panels(let panels):
      lines += row(panels, width: width, rows: max(4, size.rows - lines.count - 3))
    }
    return lines
  }

  /// The panels side by side: each a column of `(width - gaps) / count` cells, its picture
  /// in `rows` rows at most, the captions lined up under the tallest picture.
  private func row(_ panels: [WoundPhotosViewData.Panel], width: Int, rows: Int) -> [String] {
    guard !panels.isEmpty else { return [] }
    let columnWidth = max(8, (width - Self.gap * (panels.count - 1)) / panels.count)
    let blank = String(repeating: " ", count: columnWidth)
    let pictures = panels.map { picture($0.picture, width: columnWidth, rows: rows) }
    let pictureHeight = pictures.map(\.count).max() ?? 0
    let columns = zip(panels, pictures).map { panel, lines in
      lines + Array(repeating: blank, count: pictureHeight - lines.count)
        + panel.caption.map {
          $0.visibleControls().truncated(toWidth: columnWidth).padded(toWidth: columnWidth)
        }
    }
    let height = columns.map(\.count).max() ?? 0
    return (0..<height).map { line in
      columns.map { line < $0.count ? $0[line] : blank }
        .joined(separator: String(repeating: " ", count: Self.gap))
    }
  }

  /// A picture's lines, each exactly `width` cells.
  private func picture(_ picture: WoundPhotosViewData.Panel.Picture, width: Int, rows: Int)
    -> [String]
  {
    switch picture {
    case .pixels(let pixels):
      let size = TerminalPicture.cells(
        width: pixels.width,
        height: pixels.height,
        columns: width,
        rows: rows
      )
      let padding = String(repeating: " ", count: width - size.columns)
      return TerminalPicture.lines(pixels, columns: width, rows: rows, mode: mode, cell: cell)
        .map { $0 + padding }
    case .placeholder(let text):
      return TerminalText.wrap(text.visibleControls(), width: width)
        .map { styling.dim($0.padded(toWidth: width)) }
    }
  }

  /// The screen's key table: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: WoundPhotosViewData, size: TerminalSize)
    -> [KeyBinding<WoundPhotosAction>]
  {
    [
      KeyBinding([.left], KeyHelp("←", "two earlier photos", short: "earlier"), .earlier),
      KeyBinding([.right], KeyHelp("→", "two later photos", short: "later"), .later),
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back),
    ]
  }
}
