import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation

/// Sync over the nurse's store: what the facade's `sync(using:)` runs.
struct MessageSyncing: Sendable {
  let store: Store
  let nurse: String

  func sync(using client: any HTTPClient) async throws -> SyncReport {
    let api = HTTPMessageAPI(client: client)
    return try await SyncEngine(
      store: store,
      pushers: [MessagePusher(api: api), ReadMarkPusher(api: api, nurse: nurse)],
      feeds: [MessageFeed(api: api, nurse: nurse)]
    ).sync()
  }
}
