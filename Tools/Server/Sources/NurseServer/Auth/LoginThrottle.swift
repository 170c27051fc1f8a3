import Foundation

/// How many failed logins lock a username or a client address, and for how long.
///
/// A lock answers 429 with `Retry-After`, without checking the password, even a right one:
/// otherwise an attacker could go on guessing and only read the answers differently. It ends
/// one `window` after the failure that set it; the failures it counts are those of the last
/// `window`.
///
/// Logins whose passwords are still being checked count towards the limits too, so parallel
/// guesses cannot all slip in under them; but they set no lock. An attempt that finds the
/// limit filled by attempts in flight waits for them to settle (a clinic's nurses logging in
/// at once from one address behind its router), and only a failure locks.
public struct LoginThrottle: Sendable, Equatable {
  /// Failures of one username (whoever sends them) that lock it.
  public var failuresPerUsername: Int
  /// Failures from one client address (whatever the usernames) that lock it.
  public var failuresPerAddress: Int
  /// How far back failures count, and how long a lock lasts after the last of them.
  public var window: TimeInterval
  /// How long an attempt waits for the attempts in flight before it is answered 429 (with a
  /// `Retry-After` of a second: busy, not locked).
  public var longestWait: TimeInterval
  /// An attempt in flight longer than this is taken for one whose server stopped mid-check,
  /// and no longer counted.
  public var inFlightLifetime: TimeInterval

  /// The server's throttle: 5 failures of a username or 20 from an address in 15 minutes; an
  /// attempt waits up to 30 s for those in flight, each counted for a minute at most.
  public init(
    failuresPerUsername: Int = 5,
    failuresPerAddress: Int = 20,
    window: TimeInterval = 15 * 60,
    longestWait: TimeInterval = 30,
    inFlightLifetime: TimeInterval = 60
  ) {
    self.failuresPerUsername = failuresPerUsername
    self.failuresPerAddress = failuresPerAddress
    self.window = window
    self.longestWait = longestWait
    self.inFlightLifetime = inFlightLifetime
  }

  /// What the rows of one username and of one address say of a new attempt: the one
  /// rule both engines apply to the counts they read in their own SQL.
  public func admission(username: LoginTally, address: LoginTally) -> LoginDecision {
    if let until = lockEnd(username: username, address: address) { return .locked(until: until) }
    let full =
      username.failures + username.inFlight >= failuresPerUsername
      || address.failures + address.inFlight >= failuresPerAddress
    return full ? .wait : .admit
  }

  /// When the lock on a username or address ends, nil when neither is locked: one `window`
  /// after the last failure, once the window holds the limit's number of failures.
  public func lockEnd(username: LoginTally, address: LoginTally) -> Date? {
    [(username, failuresPerUsername), (address, failuresPerAddress)]
      .compactMap { tally, limit in
        tally.failures >= limit ? tally.lastFailure?.addingTimeInterval(window) : nil
      }
      .max()
  }
}

/// The throttle's rows of one username or one address within the window.
public struct LoginTally: Sendable, Equatable {
  /// Attempts whose password was wrong (or whose nurse is unknown or disabled).
  public var failures: Int
  /// The latest of those failures.
  public var lastFailure: Date?
  /// Attempts admitted whose password is still being checked.
  public var inFlight: Int

  /// A tally of `failures` (the last at `lastFailure`) and `inFlight` attempts.
  public init(failures: Int, lastFailure: Date?, inFlight: Int) {
    self.failures = failures
    self.lastFailure = lastFailure
    self.inFlight = inFlight
  }
}

/// The throttle's rule applied to a new attempt's tallies.
public enum LoginDecision: Sendable, Equatable {
  /// Check its password (counted in flight meanwhile).
  case admit
  /// Attempts in flight fill a limit: ask again once they have settled.
  case wait
  /// Refused unchecked until this instant.
  case locked(until: Date)
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

/// What the store answers a login attempt before its password is checked.
public enum LoginAdmission: Sendable, Equatable {
  /// Counted in flight under this row id until `loginFailed` or `loginSucceeded`; go on and
  /// check the password.
  case admitted(attemptID: Int64)
  /// Attempts in flight fill a limit; nothing was stored.
  case wait
  /// Refused unchecked until this instant.
  case locked(until: Date)
}
