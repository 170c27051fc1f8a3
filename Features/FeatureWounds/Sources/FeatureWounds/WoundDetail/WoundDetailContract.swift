import Foundation

/// What a wound's detail needs from the library.
protocol WoundDetailInteracting: Sendable {
  /// The wound at once, then again each time an assessment arrives. Ends with
  /// `WoundLookupError.woundNotFound` for an unknown wound.
  func observeWound(_ id: UUID) -> AsyncThrowingStream<WoundHistory, Error>
}

/// Where a wound's detail can send the nurse.
@MainActor
protocol WoundDetailRouting: AnyObject {
  func route(to route: WoundDetailRoute)
}

enum WoundDetailRoute: Equatable, Sendable {
  case assess(UUID)
  case back
}

/// What the nurse asked for on a wound's detail.
enum WoundDetailAction: Equatable, Sendable {
  case assess
  case back
}
