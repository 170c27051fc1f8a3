import Foundation
import LibMessage
import LibPatient

@testable import FeatureMessages

/// Fixed ids, dates, threads and messages, so snapshots never depend on the day tests run.
enum Fixtures {
  static let utc = TimeZone(identifier: "UTC")!

  /// Id `number` of a patient or a message: the context says which.
  static func id<Tag>(_ number: Int) -> Tagged<Tag, UUID> { Tagged(uuid(number)) }

  static func uuid(_ number: Int) -> UUID {
    let prefix = String(format: "%08x", (UInt32(number) &* 2_654_435_761))
    return UUID(uuidString: "\(prefix)-0000-4000-8000-\(String(format: "%012x", number))")!
  }

  /// `time` ("09:12") on `day` ("2025-06-15"), UTC.
  static func at(_ day: String, _ time: String) -> Date {
    let formatter = ISO8601DateFormatter()
    return formatter.date(from: "\(day)T\(time):00Z")!
  }

  /// The tests' "now": the afternoon of 2025-06-15.
  static let now = at("2025-06-15", "17:00")

  static let marie: Patient.ID = id(100)
  static let jean: Patient.ID = id(200)

  static func item(
    _ patient: Patient.ID = marie,
    name: String = "Dupont, Marie",
    author: String = "anna",
    body: String = "Dressing changed, exudate is heavier.",
    at sentAt: Date = at("2025-06-15", "09:12"),
    unread: Int = 0,
    pending: Int = 0
  ) -> InboxItem {
    InboxItem(
      patientID: patient,
      patientName: name,
      lastAuthor: author,
      lastBody: body,
      lastSentAt: sentAt,
      unreadCount: unread,
      pendingCount: pending
    )
  }

  static func message(
    _ number: Int,
    author: String = "anna",
    body: String = "Dressing changed.",
    at sentAt: Date = at("2025-06-15", "09:12"),
    replyTo: Int? = nil,
    pending: Bool = false
  ) -> ThreadMessage {
    ThreadMessage(
      id: id(number),
      author: author,
      body: body,
      sentAt: sentAt,
      replyTo: replyTo.map(id),
      isPending: pending
    )
  }

  struct StubError: Error, CustomStringConvertible {
    var description = "disk I/O error"
  }
}
