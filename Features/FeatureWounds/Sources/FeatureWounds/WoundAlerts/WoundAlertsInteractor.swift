import Foundation
import LibPatient
import LibWound

/// The alerts screen's window on LibWound's alerts query, with the patients' names the app
/// reads for it (FeatureWounds does not read patients itself).
struct WoundAlertsInteractor: WoundAlertsInteracting {
  let library: WoundLibrary
  let patientName: @Sendable (Patient.ID) async -> String?

  func alerts() async throws -> [WoundAlertItem] {
    var items: [WoundAlertItem] = []
    for summary in try await library.alerts() {
      let name = await patientName(summary.wound.patientID)
      items.append(WoundAlertItem(summary: WoundListItem(summary), patientName: name))
    }
    return items
  }
}
