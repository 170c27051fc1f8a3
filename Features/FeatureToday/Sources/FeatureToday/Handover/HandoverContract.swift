import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// What the handover screen needs: the nurse's handover (the app adds the messages to
/// LibWound's) and her mark of a patient's seen.
protocol HandoverInteracting: Sendable {
  /// The patients of `scope` with changes, by name.
  func load(_ scope: HandoverScope) async throws -> [PatientHandover]
  /// Marks the patient's handover seen now.
  func markSeen(_ patientID: Patient.ID) async throws
}

/// Where the handover screen can send the nurse.
@MainActor
protocol HandoverRouting: AnyObject {
  func route(to route: HandoverRoute)
}

enum HandoverRoute: Equatable, Sendable {
  case back
}

/// What the nurse asked for on the handover screen, whatever key she used.
enum HandoverAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last patient.
  case move(ListMove)
  /// Mark the patient's changes seen: they leave her handover, on her other devices too.
  case markSeen(Patient.ID)
  /// The round's patients, or every patient of the team.
  case toggleScope
  case back
}
