import CoreVIPER
import Foundation

/// What the conflicts screen needs from the store: the conflicting fields, and settling one.
protocol ConflictsInteracting: Sendable {
  /// The fields in conflict, oldest first.
  func conflicts() async throws -> [SyncConflictItem]
  /// Keeps one side of the conflicting field `id`.
  func resolve(_ id: UUID, keep side: SyncConflictSide) async throws
}

/// Where the conflicts screen can send the nurse.
@MainActor
protocol ConflictsRouting: AnyObject {
  func route(to route: ConflictsRoute)
}

enum ConflictsRoute: Equatable, Sendable {
  /// A field was settled: the screen below (the status) reads its counts again.
  case resolved
  case back
}

/// What the nurse asked for on the conflicts screen, whatever key she used.
enum ConflictsAction: SettleAction {
  /// ↑/↓, a page, the first or last row.
  case move(ListMove)
  /// Settles the selected field: only that field of that record moves. Keeping the team's
  /// value drops hers, so it asks first.
  case keep(SyncConflictSide)
  /// Yes to the question: her value is dropped.
  case confirm
  /// No to the question: nothing moves.
  case cancel
  case back
}
