import LibWound

/// The new-wound form's window on LibWound.
struct WoundFormInteractor: WoundFormInteracting {
  let library: WoundLibrary

  func open(_ wound: NewWound) async throws {
    try await library.open(wound)
  }
}
