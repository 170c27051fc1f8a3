import Foundation
import LibPatient

/// What a patient's detail needs from the library.
protocol PatientDetailInteracting: Sendable {
  /// Throws `IDLookupError.notFound` when there is no such patient.
  func patient(_ id: Patient.ID) async throws -> Patient
  /// Newest first.
  func bradenHistory(of id: Patient.ID) async throws -> [BradenAssessment]
  /// Her ABPI measurements, newest first.
  func abpiHistory(of id: Patient.ID) async throws -> [ABPIMeasurement]
  func archive(_ id: Patient.ID) async throws
  func unarchive(_ id: Patient.ID) async throws
  /// The patients of the store who may be this one (docs/clinical-rules.md, "Possible
  /// duplicate patients"), each with why.
  func possibleDuplicates(of id: Patient.ID) async throws -> [PossibleDuplicate]
  /// Merges `other` into `keep`: her records show under `keep`, a synced change.
  func merge(_ other: Patient.ID, into keep: Patient.ID) async throws
  /// The patient's wounds, one line each as the wound flow words them; empty when she has
  /// none or the app has no wound flow.
  func woundLines(of id: Patient.ID) async -> [String]
}

/// Where a patient's detail can send the nurse.
@MainActor
protocol PatientDetailRouting: AnyObject {
  func route(to route: PatientDetailRoute)
}

/// The forms that add to a patient's record from her detail, each saved through LibPatient;
/// a save reloads the detail.
enum PatientRecordForm: Equatable, Sendable, CaseIterable {
  /// A Braden assessment.
  case braden
  /// An ABPI measurement.
  case abpi
  /// Her answer about wound photos.
  case photoConsent
}

enum PatientDetailRoute: Equatable, Sendable {
  case edit(Patient.ID)
  /// One of the forms that add to her record.
  case form(PatientRecordForm, Patient.ID)
  /// The patient's wounds, in the wound flow the app provides; the name titles its screen.
  case wounds(Patient.ID, name: String)
  /// The care team's thread about the patient, in the message flow the app provides.
  case messages(Patient.ID, name: String)
  case back
}

/// What the nurse asked for on a patient's detail.
enum PatientDetailAction: Equatable, Sendable {
  case edit
  /// Opens a form that adds to her record: a Braden assessment, an ABPI, her photo consent.
  case record(PatientRecordForm)
  /// Opens the patient's wounds.
  case openWounds
  /// Opens the care team's thread about the patient.
  case openMessages
  /// Asks to archive an active patient or bring back an archived one; a y/n question follows.
  case toggleArchive
  /// Asks, one possible duplicate after the other, whether to merge her into this patient;
  /// a y/n question follows each.
  case mergeDuplicate
  case confirm
  case decline
  case back
}
