import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation

/// Sync over the nurse's store: what the facade's `sync(using:)` runs.
struct WoundSyncing: Sendable {
  let store: Store
  let vault: PhotoVault
  let now: @Sendable () -> Date

  func sync(using client: any HTTPClient) async throws -> SyncReport {
    let api = HTTPWoundAPI(client: client)
    let downloads = PhotoDownloads(api: api, vault: vault)
    let engine = SyncEngine(
      store: store,
      // The outbox order alone puts a wound before its assessments and their photos.
      pushers: [
        WoundPusher(api: api, now: now),
        AssessmentPusher(api: api),
        PhotoPusher(api: api, vault: vault),
      ],
      feeds: [WoundFeed(api: api, downloads: downloads)]
    )
    var report = try await engine.sync()
    try await Self.stoppingOn { try await downloads.fetchMissing(in: store) }
    // A stale wound update is queued again on the server's version, not set aside: nothing
    // waits for the nurse to settle, and the App adds this count to the patients' conflicts.
    report.conflicts = 0
    return report
  }

  /// The errors that stop a sync, as `SyncError` (CoreSync's own mapping is internal to it).
  private static func stoppingOn(_ call: () async throws -> Void) async throws {
    do {
      try await call()
    } catch let error as HTTPError {
      switch error {
      case .unauthorized: throw SyncError.unauthorized
      case .unreachable(let reason): throw SyncError.temporary(reason: "unreachable: \(reason)")
      case .timedOut: throw SyncError.temporary(reason: "timed out")
      case .serverError(let status, _): throw SyncError.temporary(reason: "\(status) server error")
      default: throw error
      }
    }
  }
}

extension WoundContext {
  /// Sync for a library over a real store; a library over another cache cannot sync.
  var syncing: WoundSyncing {
    get throws {
      guard let cache = cache as? SQLiteWoundCache else { throw WoundSyncUnavailable() }
      return WoundSyncing(store: cache.store, vault: vault, now: now)
    }
  }
}

/// A library built over a cache without a store cannot sync.
struct WoundSyncUnavailable: Error, CustomStringConvertible {
  var description: String { "sync: this wound library has no store to sync" }
}
