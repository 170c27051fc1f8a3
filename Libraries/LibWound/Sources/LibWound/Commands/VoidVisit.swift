import CoreContract
import Foundation
import LibPatient

/// Voids a visit recorded by mistake: a void record of the same patient, naming the visit,
/// written by the nurse logged in, with the reason as its note. Nothing is deleted.
struct VoidVisit {
  let context: WoundContext
  let store: CarePlanStore

  func execute(_ visitID: Visit.ID, reason: String?, id: Visit.ID) async throws {
    let date = context.now()
    let author = Trimmed.text(context.author())
    let reason = Trimmed.text(reason)
    try await store.void(visitID, at: date) { visit in
      let void = Wire.Visit(
        id: id.recordID,
        patientId: visit.patientId,
        visitedAt: date,
        visitedBy: author,
        note: reason,
        voids: visit.id
      )
      try void.validate(today: date)
      return void
    }
  }
}
