import CoreSync

extension WoundLibrary {
  /// The kinds of team record LibWound keeps, for CoreSync's `SyncEngine` and `SyncLedger`:
  /// `wound` (versioned: a heal, a close, a reopen or an edit travels as its field changes,
  /// which the server merges with a colleague's), `assessment` and `photo` (append-only: a
  /// correction is a new assessment; an attachment names its bytes by SHA-256).
  ///
  /// A pulled wound replaces the cached one, with the nurse's own changes still waiting laid
  /// over it. A wound whose patient, an assessment whose wound, or an attachment whose
  /// assessment or bytes this store does not hold throws, so CoreSync parks it and applies it
  /// at a later pull. List these after `PatientLibrary.syncedKinds`.
  ///
  /// ```swift
  /// let engine = SyncEngine(
  ///   store: store, client: client,
  ///   kinds: patients.syncedKinds + wounds.syncedKinds + messages.syncedKinds,
  ///   blobs: wounds.blobStore)
  /// let report = try await engine.sync()
  /// ```
  public var syncedKinds: [any SyncedKind] {
    WoundSync(vault: context.vault, now: context.now).kinds
  }

  /// The photo vault, where CoreSync reads the bytes to upload and writes the bytes it
  /// downloads (checked against their SHA-256 and their magic bytes, each file 0600). Hand it
  /// to `SyncEngine(…, blobs:)`.
  public var blobStore: any BlobStore { context.vault }

  /// Removes from this device the files (and fitted copies) of the photos no assessment names
  /// any more: those of a patient erased on the server, of a wound or assessment a tombstone
  /// removed, of a refused one discarded. Run it after each sync; returns how many photos'
  /// files went. A photo added or touched in the last minute is left for the next run.
  @discardableResult
  public func removeUnnamedPhotos() async throws -> Int {
    // Files age by the file system's clock, not the library's.
    try await PhotoSweep(store: plans.store, vault: context.vault).run()
  }
}
