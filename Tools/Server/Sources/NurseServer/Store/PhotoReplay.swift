import CoreContract
import Foundation

/// How a photo upload's outcome is remembered under its key, and read back for a replay, the
/// same in every engine.
enum PhotoReplay {
  /// The name and body to remember.
  static func remembered(_ outcome: PhotoUploadOutcome) throws -> RememberedOutcome {
    switch outcome {
    case .created(let answer): ("created", try WireCoding.encoder.encode(answer))
    case .alreadyThere(let answer): ("present", try WireCoding.encoder.encode(answer))
    }
  }

  /// The outcome a remembered name and body stand for.
  static func outcome(_ remembered: RememberedOutcome) throws -> PhotoUploadOutcome {
    let answer = try WireCoding.decoder.decode(PhotoUploadAnswer.self, from: remembered.body)
    return remembered.outcome == "created" ? .created(answer) : .alreadyThere(answer)
  }
}
