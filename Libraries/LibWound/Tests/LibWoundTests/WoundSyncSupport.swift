import CoreDatabase
import CoreSync
import Foundation
import LibPatient

@testable import LibWound

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Counts calls across the stub server's threads, for answers that change after the first.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  /// The number of this call, from 1.
  func next() -> Int {
    lock.withLock {
      count += 1; return count
    }
  }
}

extension WoundFixture {
  /// Adds a patient under a given id (one the server's fixtures name).
  func addPatient(id: UUID) async throws {
    let details = PatientDetails(
      givenName: "Zoë",
      familyName: "Dupont",
      birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
      sex: .female
    )
    try await patients.add(NewPatient(id: id, details: details))
  }

  func cursor(_ feed: String) async throws -> Int64 {
    try await SyncCursors.cursor(of: feed, in: store)
  }
}

extension URLRequest {
  /// The `since` a feed read asked for.
  var since: String? {
    URLComponents(url: url!, resolvingAgainstBaseURL: false)?.queryItems?
      .first { $0.name == "since" }?.value
  }
}
