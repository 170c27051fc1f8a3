import CoreTerminal
import Foundation
import LibWound

/// The Wound Photos screen's window on LibWound.
struct WoundPhotosInteractor: WoundPhotosInteracting {
  let library: WoundLibrary

  func photos(ofWound id: Wound.ID) async throws -> (wound: Wound, shots: [WoundPhotoShot]) {
    let detail = try await library.wound(id)
    let shots = detail.currentAssessments.flatMap { entry in
      entry.assessment.photoIDs.map {
        WoundPhotoShot(
          photoID: $0,
          takenAt: entry.assessment.takenAt,
          area: entry.scores?.area,
          push: entry.scores?.push.total
        )
      }
    }
    return (detail.wound, shots)
  }

  func picture(_ id: String) async -> WoundPhotoPicture {
    do {
      let photo = try await library.photoFacts(id)
      guard !photo.isPending else { return .pending }
      let pixels = try await library.photoPixels(id)
      return .pixels(pixels, isCMYK: photo.format == .jpeg && pixels.channels == 4)
    } catch let failure as PhotoUnreadable {
      return .unreadable(failure.reason)
    } catch {
      return .unreadable("\(readableMessage(for: error))")
    }
  }
}
