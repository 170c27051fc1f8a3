import CoreTerminal
import CoreVIPER
import FeatureMessages
import FeaturePatients
import FeatureSync
import Foundation
import LibMessage
import LibPatient
import LibWound

/// The two ways a screen reaches the nurse: the interactive app, and once-mode for the
/// commands that print a screen (`patient list`, `patient show`).
extension AppEnvironment {
  /// The screens one key opens from the nurse's home screens (the patient list and the day's
  /// round), the same keys wherever she starts: sync, the wound alerts, and the team's
  /// messages, which carry the logged-in nurse's name. Sync alone is among the four keys of
  /// the home screens' bottom bar (its label); the others are in `?` and the palette.
  func crossings(navigator: any Navigating) -> [Crossing] {
    let sync = syncNavigation(navigator: navigator)
    let woundFlow = woundsNavigation(navigator: navigator)
    return [
      Crossing(key: "s", purpose: "sync with the team", label: "sync") { sync.syncStatus() },
      Crossing(key: "!", purpose: "wounds overdue or off track") {
        woundFlow.woundAlerts()
      },
      Crossing(key: "i", purpose: "the team's messages") {
        messageScreen(navigator: navigator, sync: sync) { $0.inbox() }
      },
    ]
  }

  /// A message screen of the nurse logged in now: the login is read when she asks for it, so
  /// one made (or ended) in another terminal while the app runs counts at once. Without a
  /// login, the sync screen, which says how to log in and syncs once she has.
  func messageScreen(
    navigator: any Navigating,
    sync: SyncNavigation,
    _ makeScreen: @MainActor (MessagesNavigation) -> Screen
  ) -> Screen {
    guard let library = try? messages() else { return sync.syncStatus() }
    return makeScreen(messagesNavigation(library, navigator: navigator))
  }

  /// The patient flow, reaching other screens through `navigator`.
  func patientsNavigation(navigator: any Navigating) -> PatientsNavigation {
    let environment = self
    let woundFlow = woundsNavigation(navigator: navigator)
    let sync = syncNavigation(navigator: navigator)
    let wounds = self.wounds
    return PatientsNavigation(
      library: patients,
      navigator: navigator,
      now: now,
      crossings: crossings(navigator: navigator),
      woundLines: { id in await WoundLines.lines(of: id, in: wounds) },
      openWounds: { id, name in woundFlow.woundList(patientID: id, patientName: name) },
      openMessages: { id, name in
        environment.messageScreen(navigator: navigator, sync: sync) {
          $0.thread(patientID: id, patientName: name)
        }
      },
      // The unread marks are the nurse logged in now, read at each refresh of the list.
      badges: {
        await PatientBadgeReader.badges(wounds: wounds, messages: try? environment.messages())
      }
    )
  }

  /// The interactive app, full screen, until the nurse leaves it: on the day's round when
  /// she has care plans (`p` there opens every patient), else on the patient list.
  func runInteractive() async throws {
    let navigator = Navigator(terminal: SystemTerminal(), styling: .detect())
    let flow = patientsNavigation(navigator: navigator)
    // A store that cannot say whether it holds plans opens on the list, which reports the fault.
    guard (try? await wounds.hasCarePlans()) == true else {
      navigator.globalCommands = globalCommands(
        navigator: navigator,
        patients: flow,
        homeIsToday: false
      )
      return try await navigator.run(root: flow.patientList())
    }
    navigator.globalCommands = globalCommands(
      navigator: navigator,
      patients: flow,
      homeIsToday: true
    )
    let today = todayNavigation(navigator: navigator, patients: flow)
    try await navigator.run(root: today.today())
  }

  /// Builds a screen of the patient flow and prints it once to stdout: at the terminal's width
  /// on a terminal, else at `$COLUMNS` or 80.
  /// `wholeList`: a list prints every row, not a screenful (its window is the room it has).
  func printOnce(
    wholeList: Bool = false,
    _ makeScreen: @MainActor (PatientsNavigation) -> any Screen
  ) async {
    // Once-mode never navigates; the navigator only has to exist while the screen is built.
    let navigator = Navigator(terminal: SystemTerminal())
    let screen = makeScreen(patientsNavigation(navigator: navigator))
    let size = Self.onceSize()
    let rows = wholeList ? 1_000_000 : size.rows
    await Navigator.printOnce(screen, size: TerminalSize(columns: size.columns, rows: rows))
  }

  nonisolated static func onceSize() -> TerminalSize {
    if isatty(STDOUT_FILENO) == 1 { return SystemTerminal.currentSize() }
    let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    return TerminalSize(columns: max(40, columns), rows: TerminalSize.standard.rows)
  }
}
