import Foundation

@testable import FeatureSync

/// An in-memory sync ledger: serves conflicts and refused changes, records what the screens
/// settle and drops each settled item, as the real one does.
final class StubLedger: SyncLedgerAccess, @unchecked Sendable {
  private let lock = NSLock()
  private var _summary: SyncLedgerSummary
  private var _conflicts: [SyncConflictItem]
  private var _refused: [RefusedChangeItem]
  private var _calls: [String] = []
  /// Thrown by every call when set.
  var error: Error?

  init(
    summary: SyncLedgerSummary = Fixtures.summary,
    conflicts: [SyncConflictItem] = [],
    refused: [RefusedChangeItem] = []
  ) {
    _summary = summary
    _conflicts = conflicts
    _refused = refused
  }

  /// "resolve <id> mine", "retry 1", "discard 1", in order.
  var calls: [String] { lock.withLock { _calls } }

  /// Changes the counts, as another screen's settling would.
  func setSummary(_ summary: SyncLedgerSummary) { lock.withLock { _summary = summary } }

  /// Adds a refused change, as a sync whose push the server refused would.
  func addRefused(_ change: RefusedChangeItem) { lock.withLock { _refused.append(change) } }

  func summary() async throws -> SyncLedgerSummary { try read { _summary } }

  func conflicts() async throws -> [SyncConflictItem] { try read { _conflicts } }

  func refused() async throws -> [RefusedChangeItem] { try read { _refused } }

  func resolve(_ conflictID: UUID, keep side: SyncConflictSide) async throws {
    try write("resolve \(conflictID) \(side)") { _conflicts.removeAll { $0.id == conflictID } }
  }

  func retry(_ refusedID: Int64) async throws {
    try write("retry \(refusedID)") { _refused.removeAll { $0.id == refusedID } }
  }

  func discard(_ refusedID: Int64) async throws {
    try write("discard \(refusedID)") { _refused.removeAll { $0.id == refusedID } }
  }

  private func read<T>(_ body: () -> T) throws -> T {
    try lock.withLock {
      if let error { throw error }
      return body()
    }
  }

  private func write(_ call: String, _ body: () -> Void) throws {
    try lock.withLock {
      _calls.append(call)
      if let error { throw error }
      body()
    }
  }
}

struct StoreBroken: Error, CustomStringConvertible {
  var description: String { "disk I/O error" }
}
