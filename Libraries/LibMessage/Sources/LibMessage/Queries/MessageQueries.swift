import CoreDatabase
import Foundation
import LibPatient

/// The inbox for one nurse: one entry per patient with messages, newest first.
struct Inbox {
  let cache: any MessageCache
  let nurse: String

  func execute() async throws -> [InboxEntry] {
    try await cache.inbox(for: nurse)
  }

  func observe() -> AsyncThrowingStream<[InboxEntry], Error> {
    cache.observeInbox(for: nurse)
  }
}

/// One patient's thread, oldest first.
struct FetchThread {
  let cache: any MessageCache

  /// Throws `IDLookupError.notFound` for a patient not in the store, so that a mistyped
  /// id is not mistaken for a quiet thread.
  func execute(_ patientID: Patient.ID) async throws -> [Message] {
    guard let messages = try await cache.thread(patientID: patientID) else {
      throw IDLookupError.notFound(.patient, patientID.databaseKey)
    }
    return messages
  }
}

/// How many local changes, of every library, wait in the store's outbox for the server.
struct PendingChangeCount {
  let cache: any MessageCache

  func execute() async throws -> Int {
    try await cache.pendingChangeCount()
  }
}
