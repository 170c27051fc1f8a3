import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// Assembles the handover screen: view, presenter, interactor and router.
@MainActor
enum HandoverBuilder {
  static func build(
    interactor: any HandoverInteracting,
    scope: HandoverScope,
    navigator: (any Navigating)?,
    styling: Styling,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone
  ) -> Screen {
    let presenter = HandoverPresenter(
      interactor: interactor,
      router: HandoverRouter(navigator: navigator),
      scope: scope,
      text: HandoverText(now: now(), timeZone: timeZone)
    )
    return TerminalView(layout: HandoverView(styling: styling), presenter: presenter)
  }
}
