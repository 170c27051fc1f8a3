import Foundation
import LibPatient

/// Attaches a photo to an existing assessment, with an `append` outbox entry. The same bytes
/// are stored once, and attached once to the same assessment.
struct AttachPhoto {
  let context: WoundContext

  func execute(_ bytes: Data, to assessmentID: Assessment.ID) async throws {
    let intake = PhotoIntake(context: context)
    let checked = try intake.checked([bytes])
    try await intake.requireConsent(for: [bytes], owner: assessmentID)
    let written = try intake.store(checked)
    try await intake.undoing(written) {
      try await context.cache.attach(checked[0].photo, to: assessmentID, at: context.now())
    }
  }
}
