import CoreTerminal
import CoreVIPER
import Foundation
import LibMessage
import LibPatient

/// Assembles a thread: view, presenter, interactor and router.
@MainActor
enum ThreadBuilder {
  static func build(
    patientID: Patient.ID,
    patientName: String,
    interactor: any ThreadInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping () -> Date,
    timeZone: TimeZone,
    makeCompose:
      @escaping @MainActor (_ replyTo: Message.ID?, _ onSent: @escaping @MainActor () -> Void)
      -> Screen
  ) -> Screen {
    let router = ThreadRouter(navigator: navigator, makeCompose: makeCompose)
    let presenter = ThreadPresenter(
      patientID: patientID,
      patientName: patientName,
      interactor: interactor,
      router: router,
      now: now,
      timeZone: timeZone
    )
    router.onSent = { [weak presenter] in Task { await presenter?.reload() } }
    return TerminalView(layout: ThreadView(styling: styling), presenter: presenter)
  }
}
