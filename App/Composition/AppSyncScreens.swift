import CoreContract
import CoreHTTP
import CoreSync
import CoreTerminal
import CoreVIPER
import FeatureSync
import Foundation

/// The sync screens, reached with `s` from the home screens: FeatureSync over this store's
/// sync ledger, mapped into FeatureSync's own types by `AppSyncLedger`, whose records are
/// named by `AppSyncNames`.
extension AppEnvironment {
  func syncNavigation(navigator: any Navigating) -> SyncNavigation {
    let app = self
    return SyncNavigation(
      ledger: AppSyncLedger(app: app),
      navigator: navigator,
      // Read at each call (the screen's start, `s`): a login or a logout made in another
      // terminal while the app runs counts at once.
      status: {
        guard let session = try? SessionStore.current() else { return nil }
        return SyncStatusInfo(
          server: session.server.absoluteString,
          nurse: session.username,
          // In words and her time zone, as every screen shows a time (the JSON keeps UTC).
          lastSync: session.lastSyncAt.map { TypedTime.spoken($0, now: app.now()) }
        )
      },
      syncNow: { progress in
        do {
          let report = try await app.syncOnce(watch: progress)
          return .synced(
            SyncCounts(
              pushed: report.pushed,
              pulled: report.pulled,
              conflicts: report.conflicts,
              pending: report.pending,
              refused: report.refused
            )
          )
        } catch {
          return .failed(message: CommandFailure.describe(error).1)
        }
      }
    )
  }
}

/// FeatureSync's window on the store's `SyncLedger`: CoreSync's conflicts and refused changes
/// turned into FeatureSync's plain items, values spelled for a nurse, each named by its
/// patient (and wound).
struct AppSyncLedger: SyncLedgerAccess {
  let app: AppEnvironment
  private var ledger: SyncLedger { app.syncLedger }

  func summary() async throws -> SyncLedgerSummary {
    SyncLedgerSummary(
      pending: try await app.pendingByKind().map {
        PendingKindCount(kind: $0.kind, count: $0.count)
      },
      refused: try await ledger.refused().count,
      conflicts: try await ledger.conflicts().count,
      parked: try await ledger.parkedCount()
    )
  }

  func conflicts() async throws -> [SyncConflictItem] {
    let conflicts = try await ledger.conflicts()
    let names = await AppSyncNames.names(
      of: conflicts.map { RecordReference($0.type, $0.recordID) },
      in: app
    )
    return conflicts.map {
      SyncConflictItem(
        id: $0.id,
        recordType: $0.type.rawValue,
        recordID: $0.recordID.text,
        field: $0.field,
        mine: SyncValueText.text($0.mine),
        theirs: SyncValueText.text($0.theirs),
        createdAt: $0.createdAt,
        name: names[RecordReference($0.type, $0.recordID)] ?? .unknown
      )
    }
  }

  func resolve(_ conflictID: UUID, keep side: SyncConflictSide) async throws {
    let choice: ConflictChoice = side == .mine ? .mine : .theirs
    guard let conflict = try await ledger.conflicts().first(where: { $0.id == conflictID })
    else { throw NotFound(message: "sync: that conflict is settled already") }
    let kinds = try app.syncedKinds(settling: conflict.type)
    try await ledger.resolve(conflictID, keep: choice, kinds: kinds)
  }

  func refused() async throws -> [RefusedChangeItem] {
    let changes = try await ledger.refused()
    let names = await AppSyncNames.names(
      of: changes.map { RecordReference($0.type, $0.recordID) },
      in: app
    )
    return changes.map {
      RefusedChangeItem(
        id: $0.id,
        recordType: $0.type.rawValue,
        recordID: $0.recordID.text,
        operation: $0.operation,
        field: $0.field,
        cause: AppSyncNames.cause($0.cause),
        changedFields: $0.changedFields,
        refusedAt: $0.refusedAt,
        name: names[RecordReference($0.type, $0.recordID)] ?? .unknown
      )
    }
  }

  func retry(_ refusedID: Int64) async throws {
    try await app.syncLedger.retry(refusedID)
  }

  func discard(_ refusedID: Int64) async throws {
    guard let change = try await ledger.refused().first(where: { $0.id == refusedID }) else {
      throw NotFound(message: "sync: no refused change \(refusedID)")
    }
    try await ledger.discard(refusedID, kinds: app.syncedKinds(settling: change.type))
  }
}
