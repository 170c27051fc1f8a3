import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// What the Today screen needs from the libraries.
protocol TodayInteracting: Sendable {
  /// The round of `day` (today when nil), unread messages included.
  func round(on day: CalendarDate?) async throws -> DayRound
  /// Voids a visit recorded by mistake (a synced void; the visit stays, counting for nothing).
  func voidVisit(_ visitID: Visit.ID) async throws
}

/// Where the Today screen can send the nurse.
@MainActor
protocol TodayRouting: AnyObject {
  func route(to route: TodayRoute)
}

enum TodayRoute: Equatable, Sendable {
  /// The patient's detail; the round reloads when she comes back.
  case patient(Patient.ID, name: String)
  /// The patient list, one key away.
  case patients
  /// The patient list with its search line open (`/`).
  case search
  /// The visit sheet of a patient on the round; the round reloads when she comes back.
  case visitSheet(VisitSheetPatient)
  /// Another flow's screen the app provides for this key (sync, messages, alerts).
  case crossing(Character)
  /// What colleagues recorded about the round's patients since she last saw them.
  case handover
  case back
}

/// What the nurse asked for on the Today screen.
enum TodayAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last patient.
  case move(ListMove)
  case open(Patient.ID)
  /// The visit to this patient is done: open the visit sheet to record it.
  case visit(Patient.ID)
  /// Void the patient's last visit of the day that counts: asks first.
  case void(Patient.ID)
  /// Yes to the question asked (void the visit).
  case confirm
  /// No to the question asked.
  case decline
  case patients
  /// Find a patient: the patient list, its search line open.
  case search
  /// A key the app gave a screen of another flow (`Crossing`).
  case crossing(Character)
  case reload
  /// `u`: the supplies the round's dressing changes need, in place of the round, and back.
  case supplies
  /// `h`: the handover of the round's patients.
  case handover
  /// Esc or `q` on the round: the home screen asks before the app is left.
  case back
}
