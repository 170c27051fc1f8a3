import Foundation
import LibPatient
import LibWound

/// The Today screen's window on LibWound, with the unread counts the app reads from
/// LibMessage (a Feature never imports a library it does not need: the app passes them in).
struct TodayInteractor: TodayInteracting, VisitSheetInteracting {
  let library: WoundLibrary
  let unread: @Sendable () async -> [Patient.ID: Int]

  func round(on day: CalendarDate?) async throws -> DayRound {
    try await library.round(on: day, unread: await unread())
  }

  func voidVisit(_ visitID: Visit.ID) async throws {
    try await library.voidVisit(visitID)
  }

  func sheet(of patientID: Patient.ID) async throws -> (linkable: [VisitLinkable], visits: [Visit])
  {
    let linkable = try await library.linkableRecords(of: patientID)
    return (linkable, try await library.visits(of: patientID, on: nil))
  }

  func record(_ visit: NewVisit) async throws {
    try await library.record(visit)
  }
}
