/// What the nurse does in the command palette.
public enum PaletteAction: Equatable, Sendable {
  /// A character typed into the filter.
  case type(Character)
  /// Text pasted into the filter (its line breaks become spaces).
  case paste(String)
  /// Backspace: the last character typed goes.
  case erase
  /// Ctrl-U: the whole filter goes.
  case clear
  /// ↑/↓: the command picked moves by this many rows.
  case select(by: Int)
  /// Enter: run the command picked.
  case run
  /// Esc: close the palette, running nothing.
  case close
}

/// Where the palette sends the nurse: back to her screen, with or without a command to run.
@MainActor
public protocol PaletteRouting: AnyObject {
  /// Closes the palette and runs `command` on the screen underneath.
  func run(_ command: PaletteCommand) async
  /// Closes the palette.
  func close()
}

/// What the palette shows: the filter typed and the commands it finds, ready to print.
public struct PaletteViewData: Equatable, Sendable {
  /// One command found: its key (empty when none does it here) and its name.
  public struct Row: Equatable, Sendable {
    public var keys: String
    public var name: String

    public init(keys: String, name: String) {
      self.keys = keys
      self.name = name
    }
  }

  /// What she typed.
  public var query: String
  /// The commands it finds, best first.
  public var rows: [Row]
  /// The row Enter runs; nil when none is found.
  public var selected: Int?
  /// How many commands there are in all, found or not.
  public var total: Int

  public init(query: String, rows: [Row], selected: Int?, total: Int) {
    self.query = query
    self.rows = rows
    self.selected = selected
    self.total = total
  }
}
