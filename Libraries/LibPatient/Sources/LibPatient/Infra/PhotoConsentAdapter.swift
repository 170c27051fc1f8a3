import CoreContract
import CoreDatabase
import Foundation

/// Converts a patient's photo consent between its three shapes: the domain's enum, the wire's
/// one field, and the four `photoConsent…` columns of her row (`patient.v8`).
enum PhotoConsentAdapter {
  /// The wire's field for a consent: none when she was never asked.
  static func wire(_ consent: PhotoConsent) -> Wire.Patient.PhotoConsent? {
    switch consent {
    case .notAsked:
      return nil
    case .given(let day, let by, let scope):
      return .init(status: .given, on: day.description, by: by, scope: scope)
    case .refused(let day, let by):
      return .init(status: .refused, on: day.description, by: by)
    case .withdrawn(let day, let by):
      return .init(status: .withdrawn, on: day.description, by: by)
    }
  }

  /// The consent a wire field carries. Throws `StoredColumnUnreadable` naming the column when a
  /// part cannot be read (the contract refuses such a field before it is stored).
  static func consent(_ wire: Wire.Patient.PhotoConsent?) throws -> PhotoConsent {
    guard let wire else { return .notAsked }
    guard let day = CalendarDate(wire.on) else {
      throw StoredColumnUnreadable(column: "photoConsentOn")
    }
    switch wire.status {
    case .given:
      guard let by = wire.by, let scope = wire.scope else {
        throw StoredColumnUnreadable(column: "photoConsentScope")
      }
      return .given(on: day, by: by, scope: scope)
    case .refused:
      return .refused(on: day, by: wire.by)
    case .withdrawn:
      return .withdrawn(on: day, by: wire.by)
    }
  }

  /// The wire field a row's columns hold; nil when they hold none.
  static func wire(from record: PatientRecord) throws -> Wire.Patient.PhotoConsent? {
    guard let status = record.photoConsentStatus else { return nil }
    guard let status = PhotoConsentStatus(rawValue: status) else {
      throw StoredColumnUnreadable(column: "photoConsentStatus")
    }
    guard let day = record.photoConsentOn else {
      throw StoredColumnUnreadable(column: "photoConsentOn")
    }
    let scope = try record.photoConsentScope.map { text in
      guard let scope = PhotoConsentScope(rawValue: text) else {
        throw StoredColumnUnreadable(column: "photoConsentScope")
      }
      return scope
    }
    return .init(status: status, on: day, by: record.photoConsentBy, scope: scope)
  }

  /// Writes a consent into a row's columns.
  static func store(_ consent: PhotoConsent, in record: inout PatientRecord) {
    let wire = wire(consent)
    record.photoConsentStatus = wire?.status.rawValue
    record.photoConsentOn = wire?.on
    record.photoConsentBy = wire?.by
    record.photoConsentScope = wire?.scope?.rawValue
  }
}
