import CoreVIPER

/// What the refused-changes screen needs from the store: the refused changes, settling one,
/// what else waits, and a sync to send a retried change at once.
protocol RefusedInteracting: Sendable {
  /// The refused changes, oldest first.
  func refused() async throws -> [RefusedChangeItem]
  /// Puts the change back in the outbox.
  func retry(_ id: Int64) async throws
  /// Drops the change; the record returns to the server's version.
  func discard(_ id: Int64) async throws
  /// What waits besides: changes to send, fields in conflict.
  func summary() async throws -> SyncLedgerSummary
  /// Runs one sync and says how it ended; never throws, failures are an outcome.
  func syncNow() async -> SyncOutcome
}

/// Where the refused-changes screen can send the nurse.
@MainActor
protocol RefusedRouting: AnyObject {
  func route(to route: RefusedRoute)
}

enum RefusedRoute: Equatable, Sendable {
  /// A change was retried or discarded: the screen below (the status) reads its counts again.
  case settled
  case back
}

/// What the nurse asked for on the refused-changes screen, whatever key she used.
enum RefusedAction: SettleAction {
  /// ↑/↓, a page, the first or last row.
  case move(ListMove)
  /// Back to the outbox and sent at once: nothing is lost by sending it again.
  case retry
  /// Asks first: discarding drops what she typed.
  case discard
  case confirm
  case cancel
  case back
}
