import Foundation

/// How many of LibPatient's local changes wait in the outbox for the server.
struct PendingChangeCount {
  let cache: any PatientCache

  func execute() async throws -> Int {
    try await cache.pendingChangeCount()
  }
}
