import CoreTerminal
import CoreVIPER
import FeaturePatients
import Foundation

/// The two ways a screen reaches the nurse: the interactive app, and once-mode for the
/// commands that print a screen (`patient list`, `patient show`).
extension AppEnvironment {
  /// The patient flow, reaching other screens through `navigator`.
  func patientsNavigation(navigator: any Navigating) -> PatientsNavigation {
    let sync = syncNavigation(navigator: navigator)
    let woundFlow = woundsNavigation(navigator: navigator)
    let wounds = self.wounds
    // Messages carry the logged-in nurse's name: without a login, `m` and `i` are not offered.
    var openMessages: (@MainActor (UUID, String) -> Screen)?
    var openInbox: (@MainActor () -> Screen)?
    if let library = try? messages() {
      let flow = messagesNavigation(library, navigator: navigator)
      openMessages = { id, name in flow.thread(patientID: id, patientName: name) }
      openInbox = { flow.inbox() }
    }
    return PatientsNavigation(
      library: patients,
      navigator: navigator,
      now: now,
      openSync: { sync.syncStatus() },
      woundLines: { id in await WoundLines.lines(of: id, in: wounds) },
      openWounds: { id, name in woundFlow.woundList(patientID: id, patientName: name) },
      openMessages: openMessages,
      openInbox: openInbox
    )
  }

  /// The interactive app, full screen, until the nurse leaves it.
  func runInteractive() async throws {
    let navigator = Navigator(terminal: SystemTerminal(), styling: .detect())
    let flow = patientsNavigation(navigator: navigator)
    try await navigator.run(root: flow.patientList())
  }

  /// Builds a screen of the patient flow and prints it once to stdout: at the terminal's width
  /// on a terminal, else at `$COLUMNS` or 80.
  func printOnce(_ makeScreen: @MainActor (PatientsNavigation) -> any Screen) async {
    // Once-mode never navigates; the navigator only has to exist while the screen is built.
    let navigator = Navigator(terminal: SystemTerminal())
    let screen = makeScreen(patientsNavigation(navigator: navigator))
    await Navigator.printOnce(screen, size: Self.onceSize())
  }

  nonisolated static func onceSize() -> TerminalSize {
    if isatty(STDOUT_FILENO) == 1 { return SystemTerminal.currentSize() }
    let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    return TerminalSize(columns: max(40, columns), rows: TerminalSize.standard.rows)
  }
}
