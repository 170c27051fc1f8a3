import Foundation
import LibPatient

/// What every command and query needs: the cache, the photo folder, the clock and settings.
struct WoundContext: Sendable {
  /// How far ahead of this machine's clock an assessment may be dated: another device's clock,
  /// or a time typed to the minute, can be slightly ahead.
  static let allowedClockSkew: TimeInterval = 60

  let cache: any WoundCache
  let vault: PhotoVault
  let now: @Sendable () -> Date
  let settings: WoundSettings
  /// Who records on this device now (the nurse logged in), read at each write: the author of
  /// an assessment or a visit whose caller names none, so charting says who did it.
  var author: @Sendable () -> String? = { nil }
  /// The patient's ABPI measurements (LibPatient's, over the same store): what a compression
  /// plan is held to.
  var abpis: @Sendable (Patient.ID) async throws -> [ABPIMeasurement] = { _ in [] }
  /// The patient's photo consent (LibPatient's, over the same store): what a new photo needs.
  var photoConsent: @Sendable (Patient.ID) async throws -> PhotoConsent = { _ in .notAsked }
}
