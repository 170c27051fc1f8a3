import CoreVIPER
import Foundation
import LibPatient

/// Sends the nurse from the inbox to a thread, or back.
@MainActor
final class InboxRouter: InboxRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeThread: @MainActor (_ patientID: Patient.ID, _ patientName: String) -> Screen

  init(
    navigator: (any Navigating)?,
    makeThread: @escaping @MainActor (_ patientID: Patient.ID, _ patientName: String) -> Screen
  ) {
    self.navigator = navigator
    self.makeThread = makeThread
  }

  func route(to route: InboxRoute) {
    switch route {
    case .thread(let patientID, let patientName):
      // No reload on return: the inbox follows the store, so the read marks the thread
      // sets arrive by themselves.
      navigator?.push(makeThread(patientID, patientName))
    case .back:
      navigator?.pop()
    }
  }
}
