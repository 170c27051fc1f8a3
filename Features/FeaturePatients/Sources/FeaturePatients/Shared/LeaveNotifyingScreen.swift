import CoreTerminal
import CoreVIPER

/// Another flow's screen, pushed as it is, that says when the nurse has left it: the
/// Navigator frees a popped screen, and this wrapper's deinit calls `onLeave`. A patient's
/// detail reads her wounds again this way after the wound flow may have changed them, since
/// the Navigator has no "shown again" event.
@MainActor
final class LeaveNotifyingScreen: Screen {
  private let inner: any Screen
  private let onLeave: @MainActor () -> Void

  init(_ inner: any Screen, onLeave: @escaping @MainActor () -> Void) {
    self.inner = inner
    self.onLeave = onLeave
  }

  isolated deinit {
    onLeave()
  }

  func start() async { await inner.start() }
  func render(size: TerminalSize) -> [String] { inner.render(size: size) }
  func handle(_ key: Key) async { await inner.handle(key) }
  var keyHelp: [KeyHelp] { inner.keyHelp }
  var isEditingText: Bool { inner.isEditingText }

  var onChange: (@MainActor () -> Void)? {
    get { inner.onChange }
    set { inner.onChange = newValue }
  }
}
