import CoreTerminal

/// A screen, pushed as it is, that says when the nurse has left it: the Navigator frees a
/// popped screen, and this wrapper's deinit calls `onLeave`. The screen under it reads the
/// store again this way (a patient's detail her wounds, the day's round its visits), since
/// the Navigator has no "shown again" event.
@MainActor
public final class LeaveNotifyingScreen: Screen {
  private let inner: any Screen
  private let onLeave: @MainActor () -> Void

  /// Wraps `inner`; `onLeave` runs once, when the Navigator lets the screen go.
  public init(_ inner: any Screen, onLeave: @escaping @MainActor () -> Void) {
    self.inner = inner
    self.onLeave = onLeave
  }

  isolated deinit {
    onLeave()
  }

  /// The wrapped screen's.
  public func start() async { await inner.start() }
  /// The wrapped screen's.
  public func render(size: TerminalSize) -> [String] { inner.render(size: size) }
  /// The wrapped screen's.
  public func handle(_ key: Key) async { await inner.handle(key) }
  /// The wrapped screen's.
  public var keyHelp: [KeyHelp] { inner.keyHelp }
  /// The wrapped screen's.
  public var isEditingText: Bool { inner.isEditingText }
  /// The wrapped screen's.
  public var barKeys: [KeyHelp]? { inner.barKeys }
  /// The wrapped screen's.
  public var commands: [PaletteCommand] { inner.commands }
  /// The wrapped screen's.
  public func takes(_ key: Key) -> Bool { inner.takes(key) }

  /// The wrapped screen's.
  public var onChange: (@MainActor () -> Void)? {
    get { inner.onChange }
    set { inner.onChange = newValue }
  }
}
