import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the conflicts screen: view, presenter, interactor and router.
@MainActor
enum ConflictsBuilder {
  static func build(
    library: PatientLibrary,
    navigator: (any Navigating)?,
    styling: Styling,
    timeZone: TimeZone,
    onResolved: @escaping @MainActor () -> Void
  ) -> Screen {
    let presenter = ConflictsPresenter(
      interactor: ConflictsInteractor(library: library),
      router: ConflictsRouter(navigator: navigator, onResolved: onResolved),
      timeZone: timeZone
    )
    let view = TerminalView<ConflictsView, ConflictsPresenter>(
      layout: ConflictsView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
