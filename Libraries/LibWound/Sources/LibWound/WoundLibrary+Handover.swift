import Foundation
import LibPatient

extension WoundLibrary {
  /// The handover of the nurse logged in (docs/care-plans.md "Handover"): for each patient of
  /// `scope` (the day's round, or every active patient), the assessments (with the move of
  /// their area and PUSH and the infection screening's verdicts), care plans, Bradens and ABPIs
  /// that anyone else recorded since `since` if given, else since her last visit done to the
  /// patient or her last mark of it seen, whichever is later (`HandoverRule`). Every patient of
  /// the scope is returned, by name, with no changes when nothing came: add another library's
  /// (messages) with `PatientHandover.adding`. Throws `HandoverError.noNurse` without a login.
  public func handover(_ scope: HandoverScope, since: Date? = nil) async throws
    -> [PatientHandover]
  {
    guard let nurse = context.author() else { throw HandoverError.noNurse }
    return try await HandoverQuery(context: context, plans: plans)
      .execute(nurse: nurse, scope: scope, since: since)
  }

  /// Marks the patient's handover seen now by the nurse logged in: what was recorded about her
  /// until now leaves her handover, on her other devices once they sync. Throws
  /// `WoundLookupError.patientNotFound` or `HandoverError.noNurse`.
  public func markHandoverSeen(_ patientID: Patient.ID, id: UUID = UUID()) async throws {
    try await MarkHandoverSeen(context: context, plans: plans).execute(patientID, id: id)
  }
}
