import Foundation
import LibPatient
import LibWound

/// The Today screen's window on LibWound, with the unread counts the app reads from
/// LibMessage (a Feature never imports a library it does not need: the app passes them in).
struct TodayInteractor: TodayInteracting {
  let library: WoundLibrary
  let unread: @Sendable () async -> [UUID: Int]
  let now: @Sendable () -> Date

  func round(on day: CalendarDate?) async throws -> DayRound {
    try await library.round(on: day, unread: await unread())
  }

  func recordVisit(to patientID: UUID, dressingsChanged: [UUID]) async throws {
    let linked = try await library.unlinkedRecords(of: patientID)
    try await library.record(
      NewVisit(
        patientID: patientID,
        visitedAt: now(),
        dressingsChanged: dressingsChanged,
        assessments: linked.assessments,
        bradens: linked.bradens
      )
    )
  }
}
