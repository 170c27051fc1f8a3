import CoreTerminal
import CoreVIPER

/// A Navigator for router tests: it records what a router asks of it instead of drawing.
@MainActor
public final class RecordingNavigator: Navigating {
  /// Every screen pushed, oldest first.
  public private(set) var pushed: [any Screen] = []
  /// The stack as the pushes and pops left it, the top last.
  public private(set) var screens: [any Screen] = []
  /// How many times a router went back.
  public private(set) var pops = 0
  /// What each `pop(saying:)` said, in order.
  public private(set) var notices: [String] = []
  /// How many times a router left the app.
  public private(set) var quits = 0

  /// A navigator nothing was asked of yet.
  public init() {}

  /// The names of the `NamedScreen`s pushed, oldest first ("?" for any other screen).
  public var pushedNames: [String] { pushed.map { ($0 as? NamedScreen)?.name ?? "?" } }

  public func push(_ screen: any Screen) {
    pushed.append(screen)
    screens.append(screen)
  }

  public func pop() {
    pops += 1
    _ = screens.popLast()
  }

  public func pop(saying notice: String) {
    pop()
    notices.append(notice)
  }

  public func quit() { quits += 1 }
}

/// A screen that stands for the one a router built, known by a name the test gave it.
@MainActor
public final class NamedScreen: Screen {
  /// What the test called it ("detail true", "braden").
  public let name: String

  /// A screen showing only `name`.
  public init(_ name: String) { self.name = name }

  public func start() async {}
  public func render(size: TerminalSize) -> [String] { [name] }
  public func handle(_ key: Key) async {}
  public var keyHelp: [KeyHelp] { [] }
  public var isEditingText: Bool { false }
  public var onChange: (@MainActor () -> Void)?
}
