import Foundation

/// How logins and sessions behave: `nurse-server serve` fills it from its options, tests
/// lower the bcrypt cost to stay fast.
public struct AuthSettings: Sendable {
  /// How long a login lasts by default: one working day, so a lost device is not logged in
  /// for long.
  public static let defaultTokenLifetime: TimeInterval = 12 * 60 * 60

  /// How long a token works after its login.
  public var tokenLifetime: TimeInterval
  /// The bcrypt cost of real hashes, which the dummy hash of unknown usernames matches.
  public var passwordCost: UInt8
  /// When failed logins lock a username or an address.
  public var throttle: LoginThrottle

  /// The settings; every default is the production one.
  public init(
    tokenLifetime: TimeInterval = defaultTokenLifetime,
    passwordCost: UInt8 = Passwords.defaultCost,
    throttle: LoginThrottle = LoginThrottle()
  ) {
    self.tokenLifetime = tokenLifetime
    self.passwordCost = passwordCost
    self.throttle = throttle
  }
}
