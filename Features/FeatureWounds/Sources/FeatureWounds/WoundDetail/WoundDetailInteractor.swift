import Foundation
import LibPatient
import LibWound

/// A wound's detail's window on LibWound: one observed wound, its photos' facts, reopening.
struct WoundDetailInteractor: WoundDetailInteracting {
  let library: WoundLibrary
  /// The patient's name as the app shows it, read once per screen.
  var patientName: @Sendable (Patient.ID) async -> String? = { _ in nil }

  func observeWound(_ id: Wound.ID) -> AsyncThrowingStream<WoundHistory, Error> {
    let details = library.observeWound(id)
    return AsyncThrowingStream { continuation in
      let forwarding = Task {
        do {
          var photos: [String: Photo] = [:]
          var name: String?
          for try await detail in details {
            if name == nil { name = await patientName(detail.wound.patientID) }
            // A photo's facts never change (it is named by its bytes): each is read once,
            // and again only while its bytes are not here yet.
            for photoID in detail.assessments.flatMap(\.assessment.photoIDs)
            where photos[photoID]?.isPending != false {
              photos[photoID] = try? await library.photoFacts(photoID)
            }
            var history = WoundHistory(detail, photos: photos)
            history.patientName = name
            continuation.yield(history)
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

  func reopen(_ id: Wound.ID) async throws {
    try await library.reopen(id)
  }
}
