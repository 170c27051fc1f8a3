import LibMessage

/// The inbox's window on LibMessage: the observed inbox, as the screen's items.
struct InboxInteractor: InboxInteracting {
  let library: MessageLibrary

  func observeInbox() -> AsyncThrowingStream<[InboxItem], Error> {
    let entries = library.observeInbox()
    return AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await inbox in entries { continuation.yield(inbox.map(InboxItem.init)) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      // The presenter dropping its observation stops the library's too.
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension InboxItem {
  init(_ entry: InboxEntry) {
    self.init(
      patientID: entry.patientID,
      // "Family, Given", as the patient screens write a name.
      patientName: "\(entry.familyName), \(entry.givenName)",
      lastAuthor: entry.lastMessage.author,
      lastBody: entry.lastMessage.body,
      lastSentAt: entry.lastMessage.sentAt,
      unreadCount: entry.unreadCount,
      pendingCount: entry.pendingCount
    )
  }
}
