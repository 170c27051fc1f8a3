import Foundation

/// How many failed logins lock a username or a client address, and for how long.
///
/// A lock answers 429 with `Retry-After`, without checking the password, even a right one:
/// otherwise an attacker could go on guessing and only read the answers differently. It ends
/// one `window` after the failure that set it; the failures it counts are those of the last
/// `window`.
public struct LoginThrottle: Sendable, Equatable {
  /// Failures of one username (whoever sends them) that lock it.
  public var failuresPerUsername: Int
  /// Failures from one client address (whatever the usernames) that lock it.
  public var failuresPerAddress: Int
  /// How far back failures count, and how long a lock lasts after the last of them.
  public var window: TimeInterval

  /// The server's throttle: 5 failures of a username or 20 from an address in 15 minutes.
  public init(
    failuresPerUsername: Int = 5,
    failuresPerAddress: Int = 20,
    window: TimeInterval = 15 * 60
  ) {
    self.failuresPerUsername = failuresPerUsername
    self.failuresPerAddress = failuresPerAddress
    self.window = window
  }
}

/// One login attempt, as the throttle counts it.
public struct LoginAttempt: Sendable, Equatable {
  /// The username as sent (cut to `LoginAttempt.longestUsername` characters), known or not:
  /// an unknown username is throttled like a known one, so a lock says nothing of existence.
  public var username: String
  /// The client's address (`ClientAddress`).
  public var address: String
  public var at: Date

  /// A username longer than this is cut before it is counted, logged or audited.
  public static let longestUsername = 200

  /// An attempt of `username` from `address` at `at`.
  public init(username: String, address: String, at: Date) {
    self.username = String(username.prefix(Self.longestUsername))
    self.address = address
    self.at = at
  }
}

/// What the throttle says of a login attempt before its password is checked.
public enum LoginAdmission: Sendable, Equatable {
  /// Counted as a failure until its password checks out; go on and check it.
  case admitted
  /// Refused unchecked until this instant.
  case locked(until: Date)
}
