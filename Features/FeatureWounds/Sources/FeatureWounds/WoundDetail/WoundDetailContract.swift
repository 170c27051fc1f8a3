import Foundation
import LibWound

/// What a wound's detail needs from the library.
protocol WoundDetailInteracting: Sendable {
  /// The wound at once, then again each time an assessment arrives or its status changes,
  /// with its photos' facts. Ends with `WoundLookupError.woundNotFound` for an unknown wound.
  func observeWound(_ id: Wound.ID) -> AsyncThrowingStream<WoundHistory, Error>
  /// Reopens a healed or closed wound (LibWound's `reopen`).
  func reopen(_ id: Wound.ID) async throws
}

/// Where a wound's detail can send the nurse.
@MainActor
protocol WoundDetailRouting: AnyObject {
  func route(to route: WoundDetailRoute)
}

enum WoundDetailRoute: Equatable, Sendable {
  /// A screen of the wound flow, on top of the detail.
  case open(WoundDetailDestination)
  case back
}

/// The screens a wound's detail opens; the navigation builds them.
enum WoundDetailDestination: Equatable, Sendable {
  /// The assessment form: a new assessment, or a correction superseding `correcting`.
  case assess(woundID: Wound.ID, correcting: Assessment.ID?)
  /// The small form that heals (with its day) or closes (with a reason) the wound.
  case changeStatus(woundID: Wound.ID, WoundStatusChange)
  /// The care-plan form of an open wound (a new plan, or its plan to change).
  case plan(woundID: Wound.ID)
  /// The wound form on what the wound is and where (type, site, stage, location).
  case edit(woundID: Wound.ID)
  /// The wound's photos side by side.
  case photos(woundID: Wound.ID)
}

/// How a wound leaves the open ones.
enum WoundStatusChange: Equatable, Sendable {
  case heal
  case close
}

/// What the nurse asked for on a wound's detail.
enum WoundDetailAction: Equatable, Sendable {
  case assess
  /// Correct the selected assessment (a new one superseding it).
  case correct
  case heal
  case close
  /// Plan the open wound's care (dressing protocol, how often, who refers).
  case plan
  /// Correct what the wound is and where (its type, site, stage, location).
  case edit
  /// See the wound's photos side by side.
  case photos
  /// The body map in place of the visits, or the visits again.
  case toggleBodyMap
  /// Ask to reopen the wound; `confirm` does it, `dismiss` does not.
  case reopen
  case confirm
  case dismiss
  /// Move the selected assessment by this many rows (−1 up, 1 down).
  case select(by: Int)
  case back
}
