import Foundation
import LibPatient
import LibWound

/// The heal-or-close form's window on LibWound: its existing status commands.
struct WoundStatusFormInteractor: WoundStatusFormInteracting {
  let library: WoundLibrary

  func wound(_ id: Wound.ID) async throws -> Wound {
    try await library.wound(id).wound
  }

  func heal(_ id: Wound.ID, on day: CalendarDate?) async throws {
    try await library.markHealed(id, on: day)
  }

  func close(_ id: Wound.ID, reason: String) async throws {
    try await library.close(id, reason: reason)
  }
}
