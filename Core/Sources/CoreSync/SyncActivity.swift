import Foundation

/// What a sync is doing now, for a person watching it: records sent and received, the photo
/// moving with its rate and time left, and a retry being waited for. `SyncEngine` reports it
/// (`SyncEngine(…, watch:)`) at each exchange that moves something and around each pause.
public struct SyncActivity: Sendable, Equatable {
  /// Which way photo bytes go.
  public enum Direction: String, Sendable, Equatable {
    /// To the server.
    case up
    /// From the server.
    case down
  }

  /// A photo being sent or fetched: its bytes moved so far (resumed ones included) and all.
  public struct Photo: Sendable, Equatable {
    /// Which way it goes.
    public var direction: Direction
    /// Its bytes on the other side (up) or here (down) so far.
    public var done: Int
    /// Its size.
    public var total: Int

    /// A photo with `done` of its `total` bytes moved.
    public init(direction: Direction, done: Int, total: Int) {
      self.direction = direction
      self.done = done
      self.total = total
    }
  }

  /// Records (outbox entries) the server accepted in this run.
  public var sent: Int
  /// The team's changes applied in this run (her own coming back are not counted).
  public var received: Int
  /// Photo bytes moved in this run, both ways.
  public var photoBytes: Int
  /// The photo moving now, if any.
  public var photo: Photo?
  /// Photo bytes per second over the last seconds; nil before there is enough to say.
  public var bytesPerSecond: Double?
  /// Seconds before the next attempt, while a retry waits.
  public var retryIn: TimeInterval?
  /// Why the last attempt failed (no patient data), while a retry waits.
  public var retryReason: String?

  /// An activity with the values given.
  public init(
    sent: Int = 0,
    received: Int = 0,
    photoBytes: Int = 0,
    photo: Photo? = nil,
    bytesPerSecond: Double? = nil,
    retryIn: TimeInterval? = nil,
    retryReason: String? = nil
  ) {
    self.sent = sent
    self.received = received
    self.photoBytes = photoBytes
    self.photo = photo
    self.bytesPerSecond = bytesPerSecond
    self.retryIn = retryIn
    self.retryReason = retryReason
  }

  /// Seconds until the photo moving now is whole at the current rate.
  public var photoSecondsLeft: TimeInterval? {
    guard let photo, let bytesPerSecond, bytesPerSecond > 0 else { return nil }
    return Double(max(photo.total - photo.done, 0)) / bytesPerSecond
  }
}

/// Keeps the activity of one sync and hands each change to the watcher; measures the photo
/// rate over a sliding window of a few seconds, so that a cut shows as a falling rate.
final class SyncMeter: @unchecked Sendable {
  private let lock = NSLock()
  private var activity = SyncActivity()
  private var samples: [(time: ContinuousClock.Instant, bytes: Int)] = []
  private let watch: (@Sendable (SyncActivity) -> Void)?
  /// The window the rate is measured over.
  private static let window: Duration = .seconds(5)

  init(watch: (@Sendable (SyncActivity) -> Void)?) {
    self.watch = watch
  }

  /// Applies `change` and tells the watcher.
  func update(_ change: (inout SyncActivity) -> Void) {
    guard let watch else { return }
    let now = lock.withLock {
      change(&activity)
      return activity
    }
    watch(now)
  }

  /// Counts the records sent and received so far.
  func counts(_ progress: SyncProgress) {
    update {
      $0.sent = progress.pushed
      $0.received = progress.pulled
    }
  }

  /// `moved` more bytes of the photo going `direction`, now `done` of `total`.
  func photo(_ direction: SyncActivity.Direction, moved: Int, done: Int, total: Int) {
    guard watch != nil else { return }
    let now = ContinuousClock.now
    update { activity in
      activity.photoBytes += moved
      activity.photo =
        done < total ? SyncActivity.Photo(direction: direction, done: done, total: total) : nil
      samples.append((now, activity.photoBytes))
      samples.removeAll { $0.time.duration(to: now) > Self.window }
      if let first = samples.first, first.time.duration(to: now) >= .milliseconds(500) {
        let seconds =
          Double(first.time.duration(to: now).components.attoseconds) / 1e18
          + Double(first.time.duration(to: now).components.seconds)
        activity.bytesPerSecond = Double(activity.photoBytes - first.bytes) / seconds
      }
    }
  }

  /// A retry waits `seconds` after `reason`; nil when the next attempt starts.
  func retrying(in seconds: TimeInterval?, after reason: String?) {
    update {
      $0.retryIn = seconds
      $0.retryReason = reason
    }
  }
}
