import Foundation
import LibWound

/// A wound's detail's window on LibWound: one observed wound, its photos' facts, reopening.
struct WoundDetailInteractor: WoundDetailInteracting {
  let library: WoundLibrary

  func observeWound(_ id: UUID) -> AsyncThrowingStream<WoundHistory, Error> {
    let details = library.observeWound(id)
    return AsyncThrowingStream { continuation in
      let forwarding = Task {
        do {
          var photos: [String: Photo] = [:]
          for try await detail in details {
            // A photo's facts never change (it is named by its bytes): each is read once.
            for photoID in detail.assessments.flatMap(\.assessment.photoIDs)
            where photos[photoID] == nil {
              photos[photoID] = try? await library.photo(photoID).photo
            }
            continuation.yield(WoundHistory(detail, photos: photos))
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      // Stopping the copy stops the observation underneath.
      continuation.onTermination = { _ in forwarding.cancel() }
    }
  }

  func reopen(_ id: UUID) async throws {
    try await library.reopen(id)
  }
}
