import CoreVIPER
import Foundation
import LibWound

/// What the Wound Photos screen needs from the library: the wound and each photo's pixels.
protocol WoundPhotosInteracting: Sendable {
  /// The wound and the photos of its current assessments, oldest first.
  func photos(ofWound id: Wound.ID) async throws -> (wound: Wound, shots: [WoundPhotoShot])
  /// What can be drawn of the photo `id`.
  func picture(_ id: String) async -> WoundPhotoPicture
}

/// One photo of one current assessment, with the assessment's scores.
struct WoundPhotoShot: Equatable, Sendable {
  var photoID: String
  var takenAt: Date
  /// nil when the assessment has no scores (not measured).
  var area: SquareCentimetres?
  var push: Int?
}

/// A photo as the screen can draw it.
enum WoundPhotoPicture: Equatable, Sendable {
  /// Its pixels, decoded small; `isCMYK` for a four-channel JPEG.
  case pixels(DecodedPhoto, isCMYK: Bool)
  /// A colleague's photo whose bytes have not reached this machine yet.
  case pending
  /// Bytes that no longer decode, with the decoder's words.
  case unreadable(String)
}

/// Where the Wound Photos screen can send the nurse.
@MainActor
protocol WoundPhotosRouting: AnyObject {
  func route(to route: WoundPhotosRoute)
}

enum WoundPhotosRoute: Equatable, Sendable {
  case back
}

/// What the nurse asked for on the Wound Photos screen, whatever key she used.
enum WoundPhotosAction: Equatable, Sendable {
  /// Two photos side by side, one step earlier (←) or later (→) in the timeline.
  case earlier
  case later
  case back
}
