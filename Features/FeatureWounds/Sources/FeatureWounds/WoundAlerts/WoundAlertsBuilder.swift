import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles the alerts screen: view, presenter, interactor and router.
@MainActor
enum WoundAlertsBuilder {
  static func build(
    library: WoundLibrary,
    patientName: @escaping @Sendable (Patient.ID) async -> String?,
    navigator: (any Navigating)?,
    styling: Styling,
    timeZone: TimeZone,
    makeDetail:
      @escaping @MainActor (Wound.ID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  ) -> Screen {
    let router = WoundOpeningRouter(navigator: navigator, makeDetail: makeDetail)
    let presenter = WoundAlertsPresenter(
      interactor: WoundAlertsInteractor(library: library, patientName: patientName),
      router: router,
      timeZone: timeZone
    )
    router.onChanged = { [weak presenter] in Task { await presenter?.reload() } }
    return TerminalView(layout: WoundAlertsView(styling: styling), presenter: presenter)
  }
}
