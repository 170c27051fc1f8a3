import CoreTerminal

/// One entry of the command palette (`:`): what the nurse reads (the key and the name, as `?`
/// shows them) and what it does when she picks it.
///
/// A screen's commands are its key table (`ViewLayout.keyTable`), each sending its Action to
/// the presenter; the Navigator adds the global ones the app gives it (sync, messages, alerts,
/// the day's round, all patients).
public struct PaletteCommand {
  /// The keys as shown, e.g. `v` or `esc q`; empty for a command no key does on this screen.
  public var keys: String
  /// What it does, as `?` names it: `view its photos`.
  public var name: String
  /// The key that does it, when one does: a global command's key works on every screen that
  /// leaves it free.
  public var key: Key?
  /// Does it.
  public var run: @MainActor () async -> Void

  /// - Parameters:
  ///   - keys: the keys as shown; empty when no key does it here.
  ///   - name: what it does, as `?` names it.
  ///   - key: the key that does it, if any.
  ///   - run: does it.
  public init(
    keys: String,
    name: String,
    key: Key? = nil,
    run: @escaping @MainActor () async -> Void
  ) {
    self.keys = keys
    self.name = name
    self.key = key
    self.run = run
  }

  /// The command as the key help lists it.
  public var help: KeyHelp { KeyHelp(keys, name) }
}

extension Array {
  /// The bindings that `?` names, as palette commands sending their Action to `perform`:
  /// the palette lists exactly the key table's named entries, in the order declared.
  @MainActor
  public func paletteCommands<Action: Sendable>(
    perform: @escaping @MainActor (Action) async -> Void
  ) -> [PaletteCommand] where Element == KeyBinding<Action> {
    compactMap { binding in
      binding.help.map { help in
        PaletteCommand(keys: help.keys, name: help.action, key: binding.keys.first) {
          await perform(binding.action)
        }
      }
    }
  }

  /// The bottom bar's entries: the first four bindings marked for it (a `short` word), in the
  /// order declared; nil when the table marks none.
  public func barKeys<Action>() -> [KeyHelp]? where Element == KeyBinding<Action> {
    let bar: [KeyHelp] = compactMap { $0.help?.barEntry }
    return bar.isEmpty ? nil : [KeyHelp](bar.prefix(4))
  }
}
