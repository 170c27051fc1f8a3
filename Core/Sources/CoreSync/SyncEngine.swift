import CoreDatabase
import CoreHTTP
import Foundation

/// Pushes the outbox and pulls the change feeds of the libraries it is given.
///
/// Push first, oldest entry first, so a parent (a patient) always reaches the server before
/// what hangs under it (her assessments). An entry leaves the outbox only in the transaction
/// that stores the server's answer. Then each feed is pulled page by page, each page applied
/// in one transaction with its cursor.
///
/// ```swift
/// let engine = SyncEngine(store: store, pushers: [patients, bradens], feeds: [patientFeed])
/// let report = try await engine.sync()
/// ```
public struct SyncEngine: Sendable {
  let store: Store
  let pushers: [any OutboxPusher]
  let feeds: [any ChangeFeed]
  let pageSize: Int

  /// - Parameters:
  ///   - pushers: one per entity type; entries of other types stay in the outbox untouched.
  ///   - feeds: pulled in this order (parents first).
  ///   - pageSize: the `limit` asked of the server per page.
  public init(
    store: Store,
    pushers: [any OutboxPusher],
    feeds: [any ChangeFeed],
    pageSize: Int = 100
  ) {
    self.store = store
    self.pushers = pushers
    self.feeds = feeds
    self.pageSize = pageSize
  }

  /// Pushes, then pulls. Throws `SyncError.temporary` (outbox intact, safe to rerun) or
  /// `SyncError.unauthorized`; a change the server refuses stays in the outbox with its
  /// `lastError` and does not stop the others.
  public func sync() async throws -> SyncReport {
    var report = try await push()
    report.pulled = try await pull()
    report.pending = try await pendingCount()
    return report
  }

  /// How many entries of this engine's entity types wait in the outbox.
  public func pendingCount() async throws -> Int {
    let types = Set(pushers.map(\.entityType))
    return try await store.writer.read { db in
      try Outbox.pending(in: db).filter { types.contains($0.entityType) }.count
    }
  }

  /// Runs a network call, turning the errors that stop a sync into `SyncError`.
  static func stoppingOn<T>(_ call: () async throws -> T) async throws -> T {
    do {
      return try await call()
    } catch let error as HTTPError {
      if case .unauthorized = error { throw SyncError.unauthorized }
      if error.isTemporary { throw SyncError.temporary(reason: OutboxFailure.describe(error)) }
      throw error
    }
  }
}

/// A pusher or feed was given a store whose transactions are not the ones it declared.
struct SyncTransactionMismatch: Error, CustomStringConvertible {
  var description: String { "sync: a pusher or feed does not work on this store" }
}
