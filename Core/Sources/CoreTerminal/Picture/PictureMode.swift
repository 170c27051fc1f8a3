/// How a terminal can show a picture, best first.
public enum PictureMode: String, Sendable, Equatable, CaseIterable {
  /// The kitty graphics protocol (kitty, WezTerm, Ghostty): the photo's pixels, scaled by the
  /// terminal into the cells the half blocks would take.
  case kitty
  /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm…): the photo in a palette of
  /// at most 256 colours, at the terminal's pixel size.
  case sixel
  /// Unicode upper half blocks in 24-bit colour: two pixels a cell, one above the other.
  case halfBlocksTrueColor = "halfblocks"
  /// Half blocks in the 256-colour palette, for terminals without 24-bit colour.
  case halfBlocks256 = "256"
  /// Plain text: brightness drawn with characters, for `NO_COLOR`, a dumb terminal or a pipe.
  case plain

  /// The environment variable that chooses the mode whatever the terminal says:
  /// `kitty`, `sixel`, `halfblocks`, `256` or `plain` (the raw values).
  public static let overrideVariable = "NURSE_GRAPHICS"

  /// The mode for a terminal described by `environment` whose output is a terminal or not.
  ///
  /// Conservative: `NURSE_GRAPHICS` decides when it names a mode (an unknown value is
  /// ignored); else `NO_COLOR`, a pipe or a dumb terminal get plain text; else kitty's protocol
  /// only where the terminal says it is one that speaks it (`TERM=xterm-kitty` or
  /// `KITTY_WINDOW_ID`, `TERM_PROGRAM` WezTerm or ghostty), and never inside tmux or screen,
  /// which do not pass images on; else half blocks, in 24-bit colour when `COLORTERM` says so.
  /// Sixel is never guessed from names: it is chosen when asked for, or when the terminal
  /// answers that it draws sixels (`answersSixel`: its primary device attributes list 4).
  public static func detect(
    environment: [String: String],
    isTTY: Bool,
    answersSixel: Bool = false
  ) -> PictureMode {
    if let asked = environment[overrideVariable].flatMap(PictureMode.init(rawValue:)) {
      return asked
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    guard isTTY, let term = environment["TERM"], term != "dumb", !term.isEmpty else {
      return .plain
    }
    let multiplexed =
      environment["TMUX"].map { !$0.isEmpty } ?? false || term.hasPrefix("screen")
      || term.hasPrefix("tmux")
    if !multiplexed {
      let program = environment["TERM_PROGRAM"]?.lowercased() ?? ""
      let kittyWindow = environment["KITTY_WINDOW_ID"].map { !$0.isEmpty } ?? false
      if term == "xterm-kitty" || term == "xterm-ghostty" || kittyWindow
        || program == "wezterm" || program == "ghostty"
      {
        return .kitty
      }
      if answersSixel { return .sixel }
    }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .halfBlocksTrueColor : .halfBlocks256
  }
}
