import Foundation

/// How many local changes, of every library, wait in the store's outbox for the server.
struct PendingChangeCount {
  let cache: any PatientCache

  func execute() async throws -> Int {
    try await cache.pendingChangeCount()
  }
}
