import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Assembles a wound's detail: view, presenter, interactor and router.
@MainActor
enum WoundDetailBuilder {
  static func build(
    id: Wound.ID,
    library: WoundLibrary,
    patientName: @escaping @Sendable (Patient.ID) async -> String?,
    navigator: (any Navigating)?,
    styling: Styling,
    charset: ChartCharset,
    timeZone: TimeZone,
    makeScreen: @escaping @MainActor (WoundDetailDestination) -> Screen
  ) -> Screen {
    let presenter = WoundDetailPresenter(
      id: id,
      interactor: WoundDetailInteractor(library: library, patientName: patientName),
      router: WoundDetailRouter(navigator: navigator, makeScreen: makeScreen),
      charset: charset,
      timeZone: timeZone
    )
    return TerminalView(layout: WoundDetailView(styling: styling), presenter: presenter)
  }
}
