import Foundation
import LibWound

/// The wound form's window on LibWound: open a wound, or read and edit one.
struct WoundFormInteractor: WoundFormInteracting {
  let library: WoundLibrary

  func open(_ wound: NewWound) async throws {
    try await library.open(wound)
  }

  func wound(_ id: Wound.ID) async throws -> Wound {
    try await library.wound(id).wound
  }

  func edit(_ id: Wound.ID, _ edit: WoundDetails) async throws {
    try await library.edit(id, edit)
  }
}
