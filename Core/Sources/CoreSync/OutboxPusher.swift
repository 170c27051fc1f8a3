import CoreDatabase
import Foundation

/// Carries one library's outbox entries to the team server.
///
/// A library provides one pusher per entity type it writes (`patient`, `braden`, …), so a new
/// library only adds its own pushers: the order, retries and bookkeeping stay in `SyncEngine`.
public protocol OutboxPusher: Sendable {
  /// The store transaction `store(_:for:in:)` runs in. For a store opened by CoreDatabase this
  /// is GRDB's `Database`; CoreSync never opens it itself, it only hands it over.
  associatedtype Transaction
  /// What the server answered to an accepted or refused-as-stale push.
  associatedtype Answer: Sendable

  /// The `OutboxEntry.entityType` this pusher sends.
  var entityType: String { get }

  /// Sends `entry`, with its idempotency key, and returns the server's answer. Throws
  /// CoreHTTP's `HTTPError` when the server did not accept it (or could not be reached).
  func send(_ entry: OutboxEntry) async throws -> Answer

  /// Stores the server's answer locally, in the transaction that also removes `entry` from
  /// the outbox, and says whether the server accepted it or kept its own version.
  func store(_ answer: Answer, for entry: OutboxEntry, in transaction: Transaction) throws
    -> PushOutcome
}

/// What became of a pushed outbox entry.
public enum PushOutcome: Sendable, Equatable {
  /// The server took the change.
  case accepted
  /// The server kept a newer version; the local change was set aside as a conflict.
  case conflict
}
