import CoreTerminal

/// One thing a key does on a screen, declared once: the keys that do it, the help line `?`
/// and the screen's footer show for it, and the Action it sends. A view that lists its
/// bindings reads both its key help and its actions from them, so the two cannot disagree.
public struct KeyBinding<Action: Sendable>: Sendable {
  /// The keys that do it (Enter, or `s`).
  public var keys: [Key]
  /// How `?` and the footer name it: `KeyHelp("s", "save")`; nil for a key another
  /// binding's help already names (`↑/↓ pick` covers ↓).
  public var help: KeyHelp?
  /// What the presenter is told.
  public var action: Action

  /// - Parameters:
  ///   - keys: the keys that do it.
  ///   - help: how the key help names them and what they do; nil when another binding's
  ///     help names them.
  ///   - action: the Action they send.
  public init(_ keys: [Key], _ help: KeyHelp?, _ action: Action) {
    self.keys = keys
    self.help = help
    self.action = action
  }

  /// The same keys and help sending `transform(action)`: a list's moves as a screen's Action.
  public func map<Other: Sendable>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
    KeyBinding<Other>(keys, help, transform(action))
  }
}

extension KeyBinding {
  /// The keys of a y/n question, alike on every screen that asks one: y or Y sends `yes`
  /// (named by `yesHelp`), n, N, Esc and any of `alsoNo` send `no` (named by `noHelp`).
  public static func question(
    yes: Action,
    no: Action,
    yesHelp: KeyHelp = KeyHelp("y", "yes", short: "yes"),
    noHelp: KeyHelp = KeyHelp("n esc", "no", short: "no"),
    alsoNo: [Key] = []
  ) -> [KeyBinding] {
    [
      KeyBinding([.character("y"), .character("Y")], yesHelp, yes),
      KeyBinding([.character("n"), .character("N"), .escape] + alsoNo, noHelp, no),
    ]
  }
}

extension Array {
  /// The Action `key` sends among these bindings, the first declared winning; nil when none
  /// takes it.
  public func action<Action>(for key: Key) -> Action? where Element == KeyBinding<Action> {
    first { $0.keys.contains(key) }?.action
  }

  /// The bindings' help lines, in the order declared.
  public func keyHelp<Action>() -> [KeyHelp] where Element == KeyBinding<Action> {
    compactMap(\.help)
  }
}
