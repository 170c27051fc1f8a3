import Foundation
import LibPatient

/// Marks a wound healed, closes it, or reopens it, with an `update` outbox entry.
///
/// Only an open wound can heal or close (a healed wound that breaks down again is reopened
/// first, so its history says so). Reopening an open wound writes nothing.
struct ChangeWoundStatus {
  let context: WoundContext

  func heal(_ id: Wound.ID, on day: CalendarDate?) async throws {
    let today = CalendarDate(context.now(), in: context.settings.timeZone)
    let healedOn = day ?? today
    if healedOn > today {
      throw RuleViolation(field: "on", reason: "is in the future")
    }
    try await context.cache.update(id, at: context.now()) { wound in
      try Self.requireOpen(wound)
      if healedOn < wound.openedOn {
        throw RuleViolation(field: "on", reason: "is before the wound was opened")
      }
      wound.status = .healed(on: healedOn)
    }
  }

  func close(_ id: Wound.ID, reason: String) async throws {
    guard let reason = Trimmed.text(reason) else {
      throw RuleViolation(field: "reason", reason: "is required to close a wound")
    }
    try await context.cache.update(id, at: context.now()) { wound in
      try Self.requireOpen(wound)
      wound.status = .closed(reason: reason)
    }
  }

  func reopen(_ id: Wound.ID) async throws {
    try await context.cache.update(id, at: context.now()) { wound in
      wound.status = .open
    }
  }

  private static func requireOpen(_ wound: Wound) throws {
    if !wound.status.isOpen {
      throw RuleViolation(field: "status", reason: "the wound is not open; reopen it first")
    }
  }
}
