import CoreVIPER
import Foundation
import LibPatient

/// What the patient list needs from the library: the list for a query, kept up to date, and
/// the badges beside each patient.
protocol PatientListInteracting: Sendable {
  /// The patients matching `query`, then again each time the store changes them.
  func observeList(_ query: PatientListQuery) -> AsyncThrowingStream<[PatientSummary], Error>
  /// Unread messages and overdue wounds per patient; `.none` when the app lends no provider.
  func badges() async -> PatientBadges
}

/// Where the patient list can send the nurse.
@MainActor
protocol PatientListRouting: AnyObject {
  func route(to route: PatientListRoute)
}

enum PatientListRoute: Equatable, Sendable {
  case detail(Patient.ID)
  case addPatient
  /// Another flow's screen the app provides, opened by this key (sync, inbox, alerts…).
  case crossing(Character)
  /// Back to the previous screen; on the root screen, out of the app.
  case back
}

/// What the nurse asked for on the list, whatever key she used.
enum PatientListAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last patient.
  case move(ListMove)
  case open(Patient.ID)
  case add
  /// The key of a screen the app provides (see `Crossing`).
  case cross(Character)
  case startSearch
  /// The search line now reads this text (not applied yet).
  case editSearch(String)
  case applySearch
  case cancelSearch
  /// Shows every patient again (Esc on a filtered list), the selected one still selected.
  case clearSearch
  /// Archived patients too, so one can be found and unarchived; again, the active ones only.
  case toggleArchived
  case back
}
