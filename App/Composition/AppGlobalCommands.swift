import CoreTerminal
import CoreVIPER
import FeaturePatients

/// The commands of every screen of the interactive app: in the palette (`:`) and `?` of each
/// screen, and by their key wherever a screen leaves that key free.
extension AppEnvironment {
  /// Sync, the wound alerts and the team's messages (the home screens' crossings, same keys),
  /// the day's round (`t`, when it is the home: the round asks before leaving the app, so it is
  /// never pushed over the list) and all patients, her caseload (`P`). The home screen is on
  /// the stack already: the round or the list goes back to it rather than opening a second one.
  func globalCommands(
    navigator: Navigator,
    patients: PatientsNavigation,
    homeIsToday: Bool
  ) -> [PaletteCommand] {
    let crossings = crossings(navigator: navigator).map { crossing in
      PaletteCommand(
        keys: String(crossing.key),
        name: crossing.purpose,
        key: .character(crossing.key)
      ) { [weak navigator] in
        navigator?.push(crossing.screen())
      }
    }
    let today = PaletteCommand(keys: "t", name: "the day's round", key: .character("t")) {
      [weak navigator] in
      navigator?.popToRoot()
    }
    let caseload = PaletteCommand(
      keys: "P",
      name: "all patients, the caseload",
      key: .character("P")
    ) { [weak navigator] in
      guard let navigator else { return }
      if homeIsToday {
        navigator.push(patients.patientList())
      } else {
        navigator.popToRoot()
      }
    }
    // The team lead's triage, from every screen that leaves `L` free.
    let triage = PaletteCommand(
      keys: "L",
      name: "caseload triage: the team's open wounds by concern",
      key: .character("L")
    ) { [weak navigator] in
      guard let navigator else { return }
      navigator.push(self.woundsNavigation(navigator: navigator).caseload())
    }
    return crossings + (homeIsToday ? [today] : []) + [caseload, triage]
  }
}
