import CoreTerminal

/// One entry of a screen's key help (`?`).
public struct KeyHelp: Hashable, Sendable {
  /// The keys as shown to the nurse, e.g. `↑/↓ j/k`.
  public var keys: String
  /// What they do, e.g. `move`.
  public var action: String
  /// What they do in a word or two, for a screen's bottom bar (`visit`); nil for a key the
  /// bar leaves to `?`.
  public var short: String?

  /// - Parameters:
  ///   - keys: the keys as shown, e.g. `↑/↓ j/k`.
  ///   - action: what they do, as `?` lists it.
  ///   - short: what they do in a word or two, for the bottom bar; nil leaves the key to `?`.
  public init(_ keys: String, _ action: String, short: String? = nil) {
    self.keys = keys
    self.action = action
    self.short = short
  }

  /// The entry as a bottom bar shows it (`v visit`), nil for a key left to `?`.
  public var barEntry: KeyHelp? { short.map { KeyHelp(keys, $0) } }
}

/// What the Navigator holds on its stack: a built VIPER screen seen from outside.
///
/// A builder assembles view, presenter, interactor and router and hands back a `Screen`.
/// Ownership is one-way: Navigator -> screen -> presenter -> interactor/router.
@MainActor
public protocol Screen: AnyObject {
  /// Loads what the screen shows. Once-mode awaits it before printing; interactive mode
  /// draws the loading state first and redraws when it completes.
  func start() async
  /// The current state rendered to lines no wider than `size.columns`.
  func render(size: TerminalSize) -> [String]
  /// A key the nurse pressed while this screen is on top.
  func handle(_ key: Key) async
  /// The keys of this screen, for `?`.
  var keyHelp: [KeyHelp] { get }
  /// The keys the bottom bar shows on this screen (`⏎ open · v visit`), in place of the
  /// keys that work everywhere; nil for the Navigator's own line (`? keys · q back`).
  var barKeys: [KeyHelp]? { get }
  /// Everything the screen can do in its state, for the command palette (`:`): its key table.
  var commands: [PaletteCommand] { get }
  /// Whether `key` means something on the screen now: a key it leaves free reaches the
  /// Navigator's global commands.
  func takes(_ key: Key) -> Bool
  /// True while the nurse types into a field or the search line: the Navigator then passes
  /// every printable key (`?`, `q`) to the screen instead of acting on it.
  var isEditingText: Bool { get }
  /// Set by the Navigator: the screen calls it whenever its view data changed.
  var onChange: (@MainActor () -> Void)? { get set }
}

extension Screen {
  /// None by default: the Navigator's line of the keys that work everywhere.
  public var barKeys: [KeyHelp]? { nil }
  /// None by default.
  public var commands: [PaletteCommand] { [] }
  /// Every key by default: a screen that does not say leaves no key to the global commands.
  public func takes(_ key: Key) -> Bool { true }
}

/// What a Router may ask of the Navigator. Routers hold it weakly.
@MainActor
public protocol Navigating: AnyObject {
  /// Shows `screen` on top of the current one.
  func push(_ screen: Screen)
  /// Goes back to the previous screen; leaves the app after the last one.
  func pop()
  /// Goes back, then says `notice` ("Saved: Dupont, Marie's phone") on the bottom line of the
  /// screen underneath until the next key, so that a save never passes unnoticed.
  func pop(saying notice: String)
  /// Leaves the app, restoring the terminal.
  func quit()
}

extension Navigating {
  /// Goes back without the notice: for navigators that show none (test doubles).
  public func pop(saying notice: String) { pop() }
}
