import Foundation
import LibPatient
import LibWound

/// The heal-or-close form's window on LibWound: its existing status commands.
struct WoundStatusFormInteractor: WoundStatusFormInteracting {
  let library: WoundLibrary

  func wound(_ id: UUID) async throws -> Wound {
    try await library.wound(id).wound
  }

  func heal(_ id: UUID, on day: CalendarDate?) async throws {
    try await library.markHealed(id, on: day)
  }

  func close(_ id: UUID, reason: String) async throws {
    try await library.close(id, reason: reason)
  }
}
