import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Assembles the inbox: view, presenter, interactor and router.
@MainActor
enum InboxBuilder {
  static func build(
    interactor: any InboxInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping () -> Date,
    timeZone: TimeZone,
    makeThread: @escaping @MainActor (_ patientID: Patient.ID, _ patientName: String) -> Screen
  ) -> Screen {
    let presenter = InboxPresenter(
      interactor: interactor,
      router: InboxRouter(navigator: navigator, makeThread: makeThread),
      now: now,
      timeZone: timeZone
    )
    let view = TerminalView<InboxView, InboxPresenter>(
      layout: InboxView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
