import CoreSync

extension PatientLibrary {
  /// The kinds of team record LibPatient keeps, for CoreSync's `SyncEngine` and `SyncLedger`:
  /// `patient` (versioned: edits merge field by field, a field both nurses changed becomes a
  /// conflict) and `braden` (append-only).
  ///
  /// A pulled patient replaces the cached one, with the nurse's own changes still waiting laid
  /// over it; a tombstone removes her and her Braden assessments (wounds and messages go with
  /// her through their own libraries' schemas). A pulled assessment whose patient this store
  /// does not hold is parked by CoreSync and applied once she arrives.
  ///
  /// ```swift
  /// let kinds = patients.syncedKinds + wounds.syncedKinds + messages.syncedKinds
  /// let report = try await SyncEngine(store: store, client: client, kinds: kinds).sync()
  /// ```
  public var syncedKinds: [any SyncedKind] { PatientSync.kinds }
}
