import CoreContract
import CoreDatabase
import CoreHTTP
import CoreSync
import FeatureSync
import Foundation
import LibMessage
import LibPatient
import LibWound

/// One sync, as `nurse sync` and the sync screen both run it: one `SyncEngine` over every
/// kind the libraries declare, the saved login, and the time of the last successful sync.
extension AppEnvironment {
  /// Every synced kind, parents first (a patient before her wounds, a wound before its
  /// assessments): the engine pushes the outbox in order anyway, and parks a pulled child
  /// whose parent is not there yet. Messages are kept for the nurse logged in; without a
  /// login there are none to settle.
  nonisolated func syncedKinds() -> [any SyncedKind] {
    var kinds = patients.syncedKinds + wounds.syncedKinds
    if let messages = try? messages() { kinds += messages.syncedKinds }
    return kinds
  }

  /// The kinds to settle a conflict or refused change of `type` with. Throws `NotLoggedIn`
  /// when `type` is not among them (a message or read mark, with nobody logged in): without
  /// its kind, `SyncLedger` would drop the entry and leave the record as it is.
  nonisolated func syncedKinds(settling type: RecordType) throws -> [any SyncedKind] {
    let kinds = syncedKinds()
    guard kinds.contains(where: { $0.type == type }) else { throw NotLoggedIn() }
    return kinds
  }

  /// The store's pending, refused, conflicting and parked changes, and their settling.
  nonisolated var syncLedger: SyncLedger { SyncLedger(store: store) }

  /// Pushes the outbox and pulls the team's change log, retrying over a bad link as
  /// `patience` says (`NURSE_SYNC_GIVE_UP_AFTER`, `NURSE_SYNC_STALL_AFTER` unless given).
  /// Throws `NotLoggedIn`, `SyncError.temporary` (exit 75, the outbox intact) or
  /// `SyncError.unauthorized` (77). `watch` is told what the sync is doing as it goes.
  nonisolated func syncOnce(
    patience: SyncPatience = .fromEnvironment(),
    watch: (@Sendable (SyncProgressInfo) -> Void)? = nil
  ) async throws -> SyncReport {
    var session = try SessionStore.current()
    let engine = SyncEngine(
      store: store,
      client: SessionStore.client(for: session, stallAfter: patience.stallAfter),
      kinds: syncedKinds(),
      blobs: wounds.blobStore,
      retry: patience.retry,
      watch: watch.map { watch in { @Sendable activity in watch(SyncProgressInfo(activity)) } }
    )
    let report = try await engine.sync()
    // What the pull erased takes its photos' files with it (best effort: the next sync again).
    _ = try? await wounds.removeUnnamedPhotos()
    session.lastSyncAt = Date()
    try SessionFile.standard().save(session)
    return report
  }

  /// The changes waiting in the outbox, per record kind, most numerous kinds first; a photo
  /// whose attachment went but whose bytes wait counts as a photo still pending.
  nonisolated func pendingByKind() async throws -> [(kind: String, count: Int)] {
    let (entries, uploads) = try await store.read {
      (try Outbox.pending(in: $0), try BlobUploads.count(in: $0))
    }
    var counts: [String: Int] = [:]
    var order: [String] = []
    let kinds =
      entries.map(\.entityType)
      + Array(repeating: Wire.PhotoAttachment.type.rawValue, count: uploads)
    for kind in kinds {
      if counts[kind] == nil { order.append(kind) }
      counts[kind, default: 0] += 1
    }
    return order.map { (kind: $0, count: counts[$0] ?? 0) }
  }
}

extension SyncProgressInfo {
  /// The engine's activity in FeatureSync's words.
  init(_ activity: SyncActivity) {
    self.init(
      sent: activity.sent,
      received: activity.received,
      photoUp: activity.photo.map { $0.direction == .up },
      photoDone: activity.photo?.done ?? 0,
      photoTotal: activity.photo?.total ?? 0,
      bytesPerSecond: activity.bytesPerSecond,
      secondsLeft: activity.photoSecondsLeft,
      retryIn: activity.retryIn
    )
  }
}
