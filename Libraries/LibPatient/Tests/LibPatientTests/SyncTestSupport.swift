import CoreHTTP
import CoreSync
import Foundation

@testable import LibPatient

extension PatientFixture {
  /// One sync of this nurse's store through CoreSync's engine, over LibPatient's kinds.
  func sync(with client: any HTTPClient) async throws -> SyncReport {
    try await engine(client).sync()
  }

  func engine(_ client: any HTTPClient) -> SyncEngine {
    SyncEngine(store: store, client: client, kinds: library.syncedKinds, now: clock.now)
  }

  var ledger: SyncLedger { SyncLedger(store: store) }
}

/// A client that never reaches the server.
struct UnreachableClient: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw HTTPError.unreachable("offline")
  }
}
