import CoreTerminal
import Foundation
import LibPatient
import LibWound

/// The two answers of the assessment form that need more than the text typed: when the
/// visit was (read against the clock, in the nurse's time zone) and the photos (read from
/// their files when named, so a file that cannot be read is asked again at once; a
/// correction's answer starts with the corrected assessment's photos, `kept:<id>` each).
struct AssessmentFormVisit: Equatable, Sendable {
  /// How a photo already stored is named in the answer: `kept:` and the start of its id.
  static let keptPrefix = "kept:"

  /// What was typed for the time, in its normal form; empty for now.
  private(set) var takenAtText = ""
  /// The time it names; nil for now.
  private(set) var takenAt: Date?
  /// The photo files named, comma-separated.
  private(set) var photoText = ""
  /// Their bytes, read when named, in order.
  private(set) var photos: [Data] = []
  /// The corrected assessment's photos the correction carries; nil for a new assessment.
  private(set) var keptPhotoIDs: [String]?
  /// The corrected assessment's photos, the only ones `kept:` may name.
  private let keepable: [String]

  /// A visit now, without photos.
  init() { keepable = [] }

  /// A correction of a visit made at `takenAt`: it keeps that time and every photo of the
  /// assessment it corrects (`photoIDs`) unless the nurse changes them.
  init(correcting takenAt: Date, photoIDs: [String], timeZone: TimeZone) {
    self.takenAt = takenAt
    self.takenAtText = TypedTime.text(takenAt, timeZone: timeZone)
    self.keepable = photoIDs
    self.keptPhotoIDs = photoIDs
    self.photoText = photoIDs.map(Self.keptToken).joined(separator: ", ")
  }

  /// A stored photo as the answer names it: its id's first twelve characters are unique
  /// among one assessment's photos.
  static func keptToken(_ id: String) -> String { keptPrefix + id.prefix(12) }

  /// Keeps the time `input` names, or says why not (not a time, in the future, or before the
  /// day the wound was opened, `openedOn`, with that day).
  mutating func answerTakenAt(
    _ input: String,
    now: Date,
    timeZone: TimeZone,
    openedOn: CalendarDate? = nil
  ) -> String? {
    let label = AssessmentFormField.takenAt.label
    guard !input.isEmpty else {
      (takenAtText, takenAt) = ("", nil)
      return nil
    }
    guard let date = TypedTime.instant(input, now: now, timeZone: timeZone) else {
      return "\(label): \"\(input)\" is not a time (\(TypedTime.expected))"
    }
    guard date <= now else { return "\(label): \(input) is in the future" }
    let typed = TypedTime.shown(date, timeZone: timeZone)
    let day = CalendarDate(date, in: timeZone)
    if let early = WoundText.beforeOpening(day, typed: typed, openedOn: openedOn) {
      return "\(label): \(early)"
    }
    (takenAtText, takenAt) = (input, date)
    return nil
  }

  /// Reads each file `input` names (comma-separated, quotes around a path dropped) with
  /// `read`, and keeps each `kept:` photo of a correction; keeps them all, or none and says
  /// which one could not be read, is no photo, or is not the corrected assessment's.
  mutating func answerPhotos(_ input: String, read: (String) throws -> Data) -> String? {
    let label = AssessmentFormField.photos.label
    let paths = input.split(separator: ",").map { part in
      part.trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "'\"")
      )
    }.filter { !$0.isEmpty }
    var bytesRead: [Data] = []
    var kept: [String] = []
    for path in paths {
      let shown = path.visibleControls()
      if path.hasPrefix(Self.keptPrefix) {
        let start = path.dropFirst(Self.keptPrefix.count).lowercased()
        let matches = keepable.filter { !start.isEmpty && $0.hasPrefix(start) }
        guard matches.count == 1 else {
          return "\(label): \(shown) is not a photo of the assessment being corrected"
        }
        if !kept.contains(matches[0]) { kept.append(matches[0]) }
        continue
      }
      let bytes: Data
      do {
        bytes = try read(path)
      } catch let refusal as RuleViolation {
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
    if keptPhotoIDs != nil { keptPhotoIDs = kept }
    return nil
  }
}
