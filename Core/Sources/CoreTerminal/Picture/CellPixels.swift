#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal cell's size in pixels. A sixel image is drawn pixel for pixel, so it must be
/// made for the cells it goes over: too big, it would run over the captions under it.
public struct CellPixels: Equatable, Sendable {
  /// Pixels across a cell.
  public var width: Int
  /// Pixels down a cell.
  public var height: Int

  /// A cell of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// What most terminals' default fonts draw, for a terminal that does not say.
  public static let assumed = CellPixels(width: 10, height: 20)

  /// The terminal's own cell, from its window's size in pixels and in cells (`TIOCGWINSZ`),
  /// read once a process; `assumed` when it says none (many do not, tmux among them) or a
  /// size no font has.
  public static let forThisTerminal: CellPixels = {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0 else { return assumed }
    return measured(
      pixels: (Int(window.ws_xpixel), Int(window.ws_ypixel)),
      cells: (Int(window.ws_col), Int(window.ws_row))
    )
  }()

  /// The cell of a window `pixels` wide and high holding `cells` columns and rows; `assumed`
  /// when either is zero or the cell is out of all proportion (under 4 × 8, over 64 × 128).
  static func measured(pixels: (Int, Int), cells: (Int, Int)) -> CellPixels {
    guard cells.0 > 0, cells.1 > 0 else { return assumed }
    let cell = CellPixels(width: pixels.0 / cells.0, height: pixels.1 / cells.1)
    guard (4...64).contains(cell.width), (8...128).contains(cell.height) else { return assumed }
    return cell
  }
}
