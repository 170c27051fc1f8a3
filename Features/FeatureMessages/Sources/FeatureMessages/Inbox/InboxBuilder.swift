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
    return TerminalView(layout: InboxView(styling: styling), presenter: presenter)
  }
}
