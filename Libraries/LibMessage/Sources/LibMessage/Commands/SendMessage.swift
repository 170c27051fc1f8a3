import CoreContract
import Foundation

/// Sends a message: checks its body, then stores it pending with an `append` outbox entry,
/// so it is in the thread at once and goes out with the next sync.
struct SendMessage {
  let cache: any MessageCache
  let author: String
  let now: @Sendable () -> Date

  func execute(_ newMessage: NewMessage) async throws {
    // The body first: a refused text must not depend on the patient or the reply existing.
    let body = try MessageBody(newMessage.body)
    let author = author.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !author.isEmpty else {
      throw RuleViolation(field: "author", reason: "no nurse is logged in to send as")
    }
    try await cache.insert(
      Message(
        id: newMessage.id,
        patientID: newMessage.patientID,
        author: author,
        body: body.text,
        sentAt: Self.wholeMilliseconds(now()),
        replyTo: newMessage.replyTo,
        isPending: true
      )
    )
  }

  /// The wire and the store keep milliseconds; truncating here makes the stored instant the
  /// one the server will answer, so the pending copy and the server's copy are equal.
  static func wholeMilliseconds(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
  }
}
