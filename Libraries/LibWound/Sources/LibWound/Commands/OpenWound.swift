import CoreContract
import Foundation
import LibPatient

/// Opens a wound under a patient, with a `create` outbox entry.
struct OpenWound {
  let context: WoundContext

  func execute(_ newWound: NewWound) async throws {
    let date = context.now()
    let today = CalendarDate(date, in: context.settings.timeZone)
    let openedOn = newWound.openedOn ?? today
    try StageRule.check(newWound.stage, type: newWound.type)
    if openedOn > today {
      throw RuleViolation(field: "openedOn", reason: "is in the future")
    }
    try await context.cache.insert(
      Wound(
        id: newWound.id,
        patientID: newWound.patientID,
        openedOn: openedOn,
        openedBy: Trimmed.text(newWound.openedBy ?? context.author()),
        details: newWound.details.trimmed,
        status: .open,
        version: nil,
        createdAt: date,
        updatedAt: date
      )
    )
  }
}

/// Free texts are stored trimmed, and a blank one as none.
enum Trimmed {
  static func text(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }
}
