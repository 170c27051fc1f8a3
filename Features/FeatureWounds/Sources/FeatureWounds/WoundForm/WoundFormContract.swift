import Foundation
import LibWound

/// What the new-wound form needs from the library.
protocol WoundFormInteracting: Sendable {
  /// Throws `WoundValidationError` naming the field, or `WoundLookupError.patientNotFound`.
  func open(_ wound: NewWound) async throws
}

/// Where the form can send the nurse: only away from it, saved or not.
@MainActor
protocol WoundFormRouting: AnyObject {
  func route(to route: WoundFormRoute)
}

enum WoundFormRoute: Equatable, Sendable {
  case saved
  case cancelled
}
