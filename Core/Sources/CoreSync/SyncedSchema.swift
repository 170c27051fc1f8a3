import CoreDatabase

/// A library's schema: its frozen migrations, then those its synced kinds carry.
///
/// A kind added since kinds carried their tables declares its table once, in its
/// `SyncedRecords(migrations:)`, and the library's schema takes it from the library's kinds: a
/// new kind needs no line in the schema, and a kind's table cannot be left unregistered. The
/// frozen migrations keep their names and order, so a store that applied them applies nothing
/// again; a kind's migrations touch its own table only, so where they run among the frozen
/// ones a later version adds does not matter.
public enum SyncedSchema {
  /// `frozen`, then the migrations of each of `kinds`, in the kinds' declared order.
  ///
  /// ```swift
  /// static let migrations = SyncedSchema.migrations(frozen: frozen, kinds: PatientSync.kinds)
  /// ```
  public static func migrations(frozen: [Migration], kinds: [any SyncedKind]) -> [Migration] {
    let all = frozen + kinds.flatMap(\.migrations)
    precondition(Set(all.map(\.name)).count == all.count, "two migrations share a name")
    return all
  }
}
