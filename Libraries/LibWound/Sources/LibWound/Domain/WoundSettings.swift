import CoreContract
import Foundation
import LibPatient

/// The knobs of LibWound's rules, for `WoundLibrary.live`.
public struct WoundSettings: Sendable {
  /// When an open wound counts as overdue (7 days without an assessment by default).
  public var overdue: OverdueRule
  /// The largest photo accepted, in bytes (20 MB by default); never more than the team's
  /// `PhotoFormat.maximumByteCount`, which the server refuses beyond.
  public var photoSizeLimit: Int
  /// The nurse's time zone: which calendar day an assessment falls on (opened-on checks,
  /// trajectory days, today).
  public var timeZone: TimeZone

  /// The default photo size limit: 20 MB, more than any phone photo, less than a video.
  public static let defaultPhotoSizeLimit = PhotoFormat.maximumByteCount

  /// Settings; every one has a default.
  public init(
    overdue: OverdueRule = OverdueRule(),
    photoSizeLimit: Int = WoundSettings.defaultPhotoSizeLimit,
    timeZone: TimeZone = .current
  ) {
    self.overdue = overdue
    self.photoSizeLimit = photoSizeLimit
    self.timeZone = timeZone
  }
}
