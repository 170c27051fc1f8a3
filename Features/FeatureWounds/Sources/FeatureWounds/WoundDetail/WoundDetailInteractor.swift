import Foundation
import LibWound

/// A wound's detail's window on LibWound: one observed wound.
struct WoundDetailInteractor: WoundDetailInteracting {
  let library: WoundLibrary

  func observeWound(_ id: UUID) -> AsyncThrowingStream<WoundHistory, Error> {
    let details = library.observeWound(id)
    return AsyncThrowingStream { continuation in
      let forwarding = Task {
        do {
          for try await detail in details { continuation.yield(WoundHistory(detail)) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      // Stopping the copy stops the observation underneath.
      continuation.onTermination = { _ in forwarding.cancel() }
    }
  }
}
