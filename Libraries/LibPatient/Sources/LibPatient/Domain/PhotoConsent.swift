import CoreContract
import Foundation

/// What a given photo consent covers (`record`, `sharing`): the team contract's vocabulary,
/// under LibPatient's name.
public typealias PhotoConsentScope = CoreContract.PhotoConsentScope

/// A patient's answer about wound photos (docs/clinical-rules.md, "Photo consent"): never
/// asked, given with its scope, refused, or withdrawn. Photos are taken only while it is given,
/// and shared (a report, an export) only while it is given for sharing.
public enum PhotoConsent: Equatable, Sendable {
  /// Nobody asked her yet: no photo may be taken.
  case notAsked
  /// She (or who speaks for her, `by`) agreed on a day, for the record or for sharing too.
  case given(on: CalendarDate, by: String, scope: PhotoConsentScope)
  /// She said no; `by` names who answered for her when it was not she.
  case refused(on: CalendarDate, by: String?)
  /// She took a given consent back: no new photo and no sharing; photos already taken stay in
  /// the clinical record.
  case withdrawn(on: CalendarDate, by: String?)

  /// Whether a new photo of her wounds may be taken.
  public var allowsNewPhotos: Bool {
    if case .given = self { return true }
    return false
  }

  /// Whether her photos may leave the clinical record (a report, an export).
  public var allowsSharing: Bool {
    if case .given(_, _, .sharing) = self { return true }
    return false
  }

  /// The consent in words, as the detail, `nurse patient consent` and the refusals say it:
  /// `given on 2026-10-02 by the patient, for the record and sharing`.
  public var text: String {
    switch self {
    case .notAsked:
      return "not asked"
    case .given(let day, let by, let scope):
      let covers = scope == .sharing ? "the record and sharing" : "the record only"
      return "given on \(day) by \(by), for \(covers)"
    case .refused(let day, let by):
      return "refused on \(day)" + (by.map { " by \($0)" } ?? "")
    case .withdrawn(let day, let by):
      return "withdrawn on \(day)" + (by.map { " by \($0)" } ?? "")
    }
  }

  /// Why a report or an export leaves her photos out, nil when her consent covers sharing:
  /// `Photos left out for want of consent to share them (photo consent given on … for the
  /// record only).`
  public var sharingRefusal: String? {
    allowsSharing
      ? nil : "Photos left out for want of consent to share them (photo consent \(text))."
  }

  /// Why a photo may not be taken, for a refusal naming the photo; nil when it may.
  public var photoRefusal: String? {
    switch self {
    case .given: return nil
    case .notAsked: return "cannot be added: the patient's photo consent was never recorded"
    default: return "cannot be added: the patient's photo consent is \(text)"
    }
  }
}
