import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// What the wound list needs from the library.
protocol WoundListInteracting: Sendable {
  /// The patient's wounds, open ones first. Throws `WoundLookupError.patientNotFound`.
  func wounds(of patientID: Patient.ID) async throws -> [WoundListItem]
}

/// Where the wound list can send the nurse.
@MainActor
protocol WoundListRouting: AnyObject {
  func route(to route: WoundListRoute)
}

enum WoundListRoute: Equatable, Sendable {
  case detail(Wound.ID)
  /// A new assessment of the wound; `onSaved` reloads the list.
  case assess(Wound.ID)
  /// The form that opens a new wound under the patient; `onSaved` reloads the list.
  case addWound
  case back
}

/// What the nurse asked for on the wound list.
enum WoundListAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last wound.
  case move(ListMove)
  case open(Wound.ID)
  case assess(Wound.ID)
  case addWound
  /// The body map in place of the list, or the list again.
  case toggleBodyMap
  case back
}
