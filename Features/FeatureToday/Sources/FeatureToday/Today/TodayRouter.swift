import CoreTerminal
import CoreVIPER
import Foundation

/// Sends the nurse from the round to a patient, to every patient, or out.
@MainActor
final class TodayRouter: TodayRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let openPatient: (@MainActor (UUID, String) -> Screen)?
  private let openPatients: (@MainActor () -> Screen)?
  /// Called when a screen pushed from the round is left: the round reads the store again.
  var onReturn: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    openPatient: (@MainActor (UUID, String) -> Screen)?,
    openPatients: (@MainActor () -> Screen)?
  ) {
    self.navigator = navigator
    self.openPatient = openPatient
    self.openPatients = openPatients
  }

  func route(to route: TodayRoute) {
    switch route {
    case .patient(let id, let name):
      guard let screen = openPatient?(id, name) else { return }
      push(screen)
    case .patients:
      guard let screen = openPatients?() else { return }
      push(screen)
    case .back: navigator?.pop()
    }
  }

  private func push(_ screen: Screen) {
    navigator?.push(ReturningScreen(screen) { [weak self] in self?.onReturn?() })
  }
}

/// A pushed screen that tells the round when the Navigator lets it go (it has no "shown
/// again" event): the round then reads a visit or an assessment recorded meanwhile.
@MainActor
final class ReturningScreen: Screen {
  private let inner: Screen
  private let onLeave: @MainActor () -> Void

  init(_ inner: Screen, onLeave: @escaping @MainActor () -> Void) {
    self.inner = inner
    self.onLeave = onLeave
  }

  isolated deinit { onLeave() }

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
