import Foundation
import LibPatient

/// What the conflicts screen needs from the library: the open conflicts, and settling one.
protocol ConflictsInteracting: Sendable {
  /// The open conflicts, oldest first.
  func conflicts() async throws -> [PatientConflict]
  /// Keeps one side of the conflict `id`.
  func resolve(_ id: UUID, keep side: ConflictResolution) async throws
}

/// Where the conflicts screen can send the nurse.
@MainActor
protocol ConflictsRouting: AnyObject {
  func route(to route: ConflictsRoute)
}

enum ConflictsRoute: Equatable, Sendable {
  /// A conflict was settled: the screen below (the status) reads its counts again.
  case resolved
  case back
}

/// What the nurse asked for on the conflicts screen, whatever key she used.
enum ConflictsAction: Equatable, Sendable {
  case moveUp
  case moveDown
  /// Asks first: keeping a side cannot be undone.
  case keep(ConflictResolution)
  case confirm
  case cancel
  case back
}
