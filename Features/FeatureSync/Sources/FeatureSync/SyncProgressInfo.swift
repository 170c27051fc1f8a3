import Foundation

/// Runs one sync, telling `progress` what it is doing as it goes (from the sync's task), and
/// says how it ended; never throws, failures are an outcome.
public typealias SyncNow =
  @Sendable (_ progress: @escaping @Sendable (SyncProgressInfo) -> Void) async -> SyncOutcome

/// What a running sync is doing, for the sync screen and `nurse sync` on a terminal: the app
/// maps the sync engine's activity into it, so this module needs no sync module.
public struct SyncProgressInfo: Equatable, Sendable {
  /// Changes of this device the server took so far.
  public var sent: Int
  /// Changes from the team written into this device's store so far.
  public var received: Int
  /// The photo moving now: true going up, false coming down, nil when none moves.
  public var photoUp: Bool?
  /// Its bytes moved so far, and its size.
  public var photoDone: Int
  public var photoTotal: Int
  /// Photo bytes per second lately; nil before there is enough to say.
  public var bytesPerSecond: Double?
  /// Seconds until the photo is whole at that rate.
  public var secondsLeft: Double?
  /// Seconds before the next attempt while a retry waits, nil otherwise.
  public var retryIn: Double?

  /// - Parameters:
  ///   - sent: changes the server took so far.
  ///   - received: the team's changes written so far.
  ///   - photoUp: which way the photo moving now goes; nil when none moves.
  ///   - photoDone: its bytes moved so far.
  ///   - photoTotal: its size.
  ///   - bytesPerSecond: the photo rate lately.
  ///   - secondsLeft: seconds until the photo is whole.
  ///   - retryIn: seconds before the next attempt while a retry waits.
  public init(
    sent: Int = 0,
    received: Int = 0,
    photoUp: Bool? = nil,
    photoDone: Int = 0,
    photoTotal: Int = 0,
    bytesPerSecond: Double? = nil,
    secondsLeft: Double? = nil,
    retryIn: Double? = nil
  ) {
    self.sent = sent
    self.received = received
    self.photoUp = photoUp
    self.photoDone = photoDone
    self.photoTotal = photoTotal
    self.bytesPerSecond = bytesPerSecond
    self.secondsLeft = secondsLeft
    self.retryIn = retryIn
  }

  /// One line, the same on the screen and on `nurse sync`'s terminal:
  /// "3 sent, 12 received · photo up 1.2 of 3.0 MB, 240 kB/s, 8 s left", or
  /// "3 sent, 12 received · connection lost, retrying in 4 s".
  public var line: String {
    var parts = ["\(sent) sent, \(received) received"]
    if let retryIn {
      parts.append("connection lost, retrying in \(Int(retryIn.rounded(.up))) s")
    } else if let photoUp {
      var photo =
        "photo \(photoUp ? "up" : "down") \(Self.megabytes(photoDone)) of "
        + "\(Self.megabytes(photoTotal)) MB"
      if let bytesPerSecond { photo += ", \(Int((bytesPerSecond / 1000).rounded())) kB/s" }
      if let secondsLeft { photo += ", \(Int(secondsLeft.rounded(.up))) s left" }
      parts.append(photo)
    }
    return parts.joined(separator: " · ")
  }

  private static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / 1_000_000)
  }
}
