import CoreTerminal
import Foundation
import LibWound

/// The two answers of the assessment form that need more than the text typed: when the
/// visit was (read against the clock, in the nurse's time zone) and the photos (read from
/// their files when named, so a file that cannot be read is asked again at once).
struct AssessmentFormVisit: Equatable, Sendable {
  /// What was typed for the time, in its normal form; empty for now.
  private(set) var takenAtText = ""
  /// The time it names; nil for now.
  private(set) var takenAt: Date?
  /// The photo files named, comma-separated.
  private(set) var photoText = ""
  /// Their bytes, read when named, in order.
  private(set) var photos: [Data] = []

  /// A visit now, without photos.
  init() {}

  /// A correction of a visit made at `takenAt`: it keeps that time unless the nurse changes it.
  init(correcting takenAt: Date, timeZone: TimeZone) {
    self.takenAt = takenAt
    self.takenAtText = TypedTime.text(takenAt, timeZone: timeZone)
  }

  /// Keeps the time `input` names, or says why not (not a time, or in the future).
  mutating func answerTakenAt(_ input: String, now: Date, timeZone: TimeZone) -> String? {
    let label = AssessmentFormField.takenAt.label
    guard !input.isEmpty else {
      (takenAtText, takenAt) = ("", nil)
      return nil
    }
    guard let date = TypedTime.instant(input, timeZone: timeZone) else {
      return "\(label): \"\(input)\" is not a time (\(TypedTime.expected))"
    }
    guard date <= now else { return "\(label): \(input) is in the future" }
    (takenAtText, takenAt) = (input, date)
    return nil
  }

  /// Reads each file `input` names (comma-separated, quotes around a path dropped) with
  /// `read`; keeps them all, or none and says which one could not be read or is no photo.
  mutating func answerPhotos(_ input: String, read: (String) throws -> Data) -> String? {
    let label = AssessmentFormField.photos.label
    let paths = input.split(separator: ",").map { part in
      part.trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "'\"")
      )
    }.filter { !$0.isEmpty }
    var bytesRead: [Data] = []
    for path in paths {
      let shown = path.visibleControls()
      let bytes: Data
      do {
        bytes = try read(path)
      } catch let refusal as WoundValidationError {
        return "\(label): \(shown) \(refusal.reason)"
      } catch {
        return "\(label): cannot read \(shown)"
      }
      guard PhotoFormat(magicBytesOf: bytes) != nil else {
        return "\(label): \(shown) is not a JPEG or PNG image"
      }
      bytesRead.append(bytes)
    }
    (photoText, photos) = (paths.joined(separator: ", "), bytesRead)
    return nil
  }
}
