import CoreHTTP
import Foundation

/// How one sync carries on over a bad link: what it retries, how long it waits between
/// attempts, and when it gives up.
///
/// A failed or stalled request (offline, a timeout, a connection cut, 429, 5xx) is tried again
/// after a delay that doubles from `firstDelay` up to `maxDelay`, each one drawn at random
/// between half and all of it (jitter, so that a team's phones coming back together do not
/// knock at once). What every exchange achieved stays: a settled batch left the outbox, an
/// applied page moved the cursor, an uploaded or downloaded photo is stored. The sync gives up
/// (`SyncError.temporary`, exit 75, the outbox intact) once `giveUpAfter` seconds have passed
/// with no exchange achieving anything. Retries are safe: a batch sent again carries the same
/// idempotency keys, and a photo is addressed by its SHA-256.
///
/// ```swift
/// let engine = SyncEngine(store: store, client: client, kinds: kinds, retry: .standard)
/// ```
public struct SyncRetry: Sendable, Equatable {
  /// Seconds without progress after which the sync gives up; 0 never retries.
  public var giveUpAfter: TimeInterval
  /// The delay before the first retry after progress, in seconds.
  public var firstDelay: TimeInterval
  /// The longest delay between two attempts, in seconds.
  public var maxDelay: TimeInterval

  /// - Parameters:
  ///   - giveUpAfter: seconds without progress before giving up (0: one attempt only).
  ///   - firstDelay: the first retry's delay, doubled at each failure in a row.
  ///   - maxDelay: the cap on a delay.
  public init(giveUpAfter: TimeInterval, firstDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 8)
  {
    self.giveUpAfter = max(0, giveUpAfter)
    self.firstDelay = max(0, firstDelay)
    self.maxDelay = max(self.firstDelay, maxDelay)
  }

  /// One attempt: the first failure to reach the server ends the sync (75).
  public static let never = SyncRetry(giveUpAfter: 0)
  /// What `nurse sync` does: gives up after two minutes without progress.
  public static let standard = SyncRetry(giveUpAfter: 120)

  /// The delay before the attempt after `failures` failures in a row, jittered.
  func delay(afterFailures failures: Int) -> TimeInterval {
    let ceiling = min(maxDelay, firstDelay * pow(2, Double(min(failures, 30))))
    return ceiling <= 0 ? 0 : Double.random(in: (ceiling / 2)...ceiling)
  }

  /// Whether `error` may go away by itself: an untrusted certificate or a refused login
  /// does not.
  static func mayPass(_ error: SyncError) -> Bool {
    guard case .temporary(let reason) = error else { return false }
    return !reason.contains(HTTPError.untrustedCertificateReason)
  }
}

/// What a sync achieved so far, counted across its attempts: any change is progress.
struct SyncProgress: Equatable {
  var pushed = 0
  var pulled = 0
  /// Photos uploaded or downloaded.
  var blobs = 0
  /// Photo bytes the server reported stored of a resumed upload, or a download received.
  var bytes = 0
  /// Entries queued again after a server restored from a backup (`SyncRewind`): pushed before
  /// the sync ends.
  var requeued = 0
}
