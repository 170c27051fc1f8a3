import CoreTerminal
import CoreVIPER
import Foundation
import LibMessage
import LibPatient

/// Assembles the composer: view, presenter, interactor and router.
@MainActor
enum ComposeBuilder {
  static func build(
    patientID: Patient.ID,
    patientName: String?,
    replyTo: Message.ID?,
    maximumLength: Int,
    interactor: any ComposeInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping () -> Date,
    timeZone: TimeZone,
    makeID: @escaping @Sendable () -> Message.ID,
    onSent: @escaping @MainActor () -> Void
  ) -> Screen {
    let presenter = ComposePresenter(
      patientID: patientID,
      patientName: patientName,
      replyTo: replyTo,
      maximumLength: maximumLength,
      interactor: interactor,
      router: ComposeRouter(navigator: navigator, onSent: onSent),
      now: now,
      timeZone: timeZone,
      makeID: makeID
    )
    return TerminalView(layout: ComposeView(styling: styling), presenter: presenter)
  }
}
