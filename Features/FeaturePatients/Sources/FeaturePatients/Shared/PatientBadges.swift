import Foundation
import LibPatient

/// What the patient list marks beside a patient, read by the app from the other libraries
/// (unread messages from LibMessage, overdue wounds from LibWound's rule), which this flow
/// does not know.
public struct PatientBadges: Equatable, Sendable {
  /// Messages from colleagues she has not read, per patient (absent: none).
  public var unread: [Patient.ID: Int]
  /// The patients with a wound overdue for assessment.
  public var overdue: Set<Patient.ID>

  /// Badges for these patients; the rest have none.
  public init(unread: [Patient.ID: Int] = [:], overdue: Set<Patient.ID> = []) {
    self.unread = unread
    self.overdue = overdue
  }

  /// No badge at all: the app lent no provider, or it failed.
  public static let none = PatientBadges()
}
