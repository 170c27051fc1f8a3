import CoreTerminal
import CoreVIPER
import FeatureWounds
import Foundation
import LibPatient
import LibWound

/// The wound flow, for the interactive app (reached from a patient's detail) and for the
/// commands that print a wound screen once (`wound list`, `wound show`).
extension AppEnvironment {
  /// The wound flow, reaching other screens through `navigator`.
  /// The assessment form reads photos with `PhotoFile.read`, as `wound assess --photo` does;
  /// the alerts screen names each patient as the patient screens do.
  func woundsNavigation(navigator: any Navigating) -> WoundsNavigation {
    let patients = self.patients
    return WoundsNavigation(
      library: wounds,
      navigator: navigator,
      now: now,
      photoReader: { try PhotoFile.read($0) },
      patientName: { id in
        (try? await patients.patient(id)).map { PatientName.display($0.details) }
      }
    )
  }

  /// Builds a screen of the wound flow and prints it once to stdout, as `printOnce` does for
  /// the patient flow.
  func printWoundScreenOnce(_ makeScreen: @MainActor (WoundsNavigation) -> any Screen) async {
    // Once-mode never navigates; the navigator only has to exist while the screen is built.
    let navigator = Navigator(terminal: SystemTerminal())
    let screen = makeScreen(woundsNavigation(navigator: navigator))
    await Navigator.printOnce(screen, size: Self.onceSize())
  }
}

/// A patient's wounds as her detail lists them, one line each: the patient flow shows them
/// without knowing LibWound.
enum WoundLines {
  static func lines(of patientID: Patient.ID, in wounds: WoundLibrary) async -> [String] {
    // The detail still shows the patient when her wounds cannot be read; the wound list
    // (`w`) reports the error itself.
    guard let summaries = try? await wounds.wounds(of: patientID) else { return [] }
    return summaries.map(line)
  }

  static func line(_ summary: WoundSummary) -> String {
    let wound = summary.wound
    var parts = [
      [wound.type.rawValue, wound.stage?.rawValue].compactMap { $0 }.joined(separator: " ")
    ]
    parts.append(wound.site.rawValue)
    if wound.status.isOpen {
      if let area = summary.lastArea { parts.append("\(area) cm²") }
      if let push = summary.lastPush { parts.append("PUSH \(push.total)") }
      if summary.isOverdue { parts.append("overdue") }
      if summary.trajectory == .offTrack { parts.append("off track") }
    } else {
      parts.append(wound.status.name)
    }
    return parts.joined(separator: "  ")
  }
}
