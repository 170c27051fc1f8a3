import CoreVIPER
import Foundation
import LibPatient

/// What the inbox needs from the library: the threads, kept up to date.
protocol InboxInteracting: Sendable {
  /// The threads newest first, then again each time the store changes them (a message
  /// sent, synced or read).
  func observeInbox() -> AsyncThrowingStream<[InboxItem], Error>
}

/// Where the inbox can send the nurse.
@MainActor
protocol InboxRouting: AnyObject {
  func route(to route: InboxRoute)
}

enum InboxRoute: Equatable, Sendable {
  case thread(patientID: Patient.ID, patientName: String)
  /// Back to the previous screen; on the root screen, out of the app.
  case back
}

/// What the nurse asked for on the inbox, whatever key she used.
enum InboxAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last row.
  case move(ListMove)
  case open(Patient.ID)
  case back
}
