import CoreContract
import Foundation
import LibPatient

/// Marks a patient's handover seen by the nurse logged in, now: what colleagues recorded about
/// her until now leaves her handover, on this device at once and on her others after a sync.
struct MarkHandoverSeen {
  let context: WoundContext
  let plans: CarePlanStore

  func execute(_ patientID: Patient.ID, id: UUID) async throws {
    guard let nurse = context.author() else { throw HandoverError.noNurse }
    let now = context.now()
    let mark = Wire.HandoverSeen(
      id: RecordID(id),
      patientId: patientID.recordID,
      nurse: nurse,
      seenAt: now
    )
    try mark.validate(today: now)
    try await plans.append(mark, at: now)
  }
}
