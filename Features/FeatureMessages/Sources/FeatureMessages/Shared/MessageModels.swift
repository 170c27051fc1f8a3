import Foundation
import LibMessage
import LibPatient

// What the interactors hand the presenters. The presenters work on these copies rather than
// on LibMessage's query results, so presenter tests build them directly and the screens
// depend only on the fields they show.

/// One patient's thread as the inbox lists it.
struct InboxItem: Equatable, Sendable {
  var patientID: Patient.ID
  var patientName: String
  var lastAuthor: String
  var lastBody: String
  var lastSentAt: Date
  var unreadCount: Int
  var pendingCount: Int
}

/// One message of a thread.
struct ThreadMessage: Equatable, Sendable {
  var id: Message.ID
  var author: String
  var body: String
  var sentAt: Date
  var replyTo: Message.ID?
  /// Written here and not yet on the server: it goes out with the next sync.
  var isPending: Bool
}
