import CoreTerminal
import CoreVIPER
import FeaturePatients
import FeatureToday
import Foundation
import LibPatient
import LibWound

/// The day's round: the Today screen (interactive, and once for `nurse today`) and the unread
/// counts it shows, which the app reads from LibMessage (LibWound may not import it).
extension AppEnvironment {
  /// The Today flow, opening the patient flow's screens through `patients`.
  func todayNavigation(navigator: any Navigating, patients: PatientsNavigation?)
    -> TodayNavigation
  {
    let environment = self
    var openPatient: (@MainActor (Patient.ID, String) -> Screen)?
    var openPatients: (@MainActor () -> Screen)?
    var openSearch: (@MainActor () -> Screen)?
    var crossings: [Crossing] = []
    if let patients {
      openPatient = { id, _ in patients.patientDetail(id: id) }
      openPatients = { patients.patientList() }
      openSearch = { patients.patientSearch() }
      // The home screen reaches what the patient list reaches, with the same keys.
      crossings = self.crossings(navigator: navigator)
    }
    return TodayNavigation(
      library: wounds,
      navigator: navigator,
      now: now,
      styling: .detect(),
      timeZone: .current,
      unread: { await environment.unreadCounts() },
      openPatient: openPatient,
      openPatients: openPatients,
      openSearch: openSearch,
      crossings: crossings,
      handover: { scope in try await environment.handover(scope) }
    )
  }

  /// Each patient's unread messages for the nurse logged in; none without a login (messages
  /// need one) or when they cannot be read (the round still shows what is due).
  nonisolated func unreadCounts() async -> [Patient.ID: Int] {
    guard let messages = try? messages(), let inbox = try? await messages.inbox() else {
      return [:]
    }
    var counts: [Patient.ID: Int] = [:]
    for entry in inbox where entry.unreadCount > 0 { counts[entry.patientID] = entry.unreadCount }
    return counts
  }

  /// The round of `day` printed once to stdout, every patient of it, or with `supplies` what
  /// its dressing changes need.
  func printTodayOnce(day: CalendarDate?, supplies: Bool = false) async {
    let navigator = Navigator(terminal: SystemTerminal())
    let screen = todayNavigation(navigator: navigator, patients: nil)
      .round(on: day, showsSupplies: supplies)
    let size = TerminalSize(columns: Self.onceSize().columns, rows: 100_000)
    await Navigator.printOnce(screen, size: size)
  }
}
