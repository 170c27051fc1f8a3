import Foundation
import LibPatient

/// What a patient's detail needs from the library.
protocol PatientDetailInteracting: Sendable {
  /// Throws `PatientLookupError.notFound` when there is no such patient.
  func patient(_ id: UUID) async throws -> Patient
  /// Newest first.
  func bradenHistory(of id: UUID) async throws -> [BradenAssessment]
  /// Her ABPI measurements, newest first.
  func abpiHistory(of id: UUID) async throws -> [ABPIMeasurement]
  func archive(_ id: UUID) async throws
  func unarchive(_ id: UUID) async throws
  /// The patient's wounds, one line each as the wound flow words them; empty when she has
  /// none or the app has no wound flow.
  func woundLines(of id: UUID) async -> [String]
}

/// Where a patient's detail can send the nurse.
@MainActor
protocol PatientDetailRouting: AnyObject {
  func route(to route: PatientDetailRoute)
}

enum PatientDetailRoute: Equatable, Sendable {
  case edit(UUID)
  /// A new Braden assessment of the patient.
  case braden(UUID)
  /// A new ABPI measurement of the patient.
  case abpi(UUID)
  /// The patient's wounds, in the wound flow the app provides; the name titles its screen.
  case wounds(UUID, name: String)
  /// The care team's thread about the patient, in the message flow the app provides.
  case messages(UUID, name: String)
  case back
}

/// What the nurse asked for on a patient's detail.
enum PatientDetailAction: Equatable, Sendable {
  case edit
  /// Assesses her pressure-injury risk: the Braden form.
  case assessBraden
  /// Measures her ankle-brachial pressure index: the ABPI form.
  case measureABPI
  /// Opens the patient's wounds.
  case openWounds
  /// Opens the care team's thread about the patient.
  case openMessages
  /// Asks to archive an active patient or bring back an archived one; a y/n question follows.
  case toggleArchive
  case confirm
  case decline
  case back
}
