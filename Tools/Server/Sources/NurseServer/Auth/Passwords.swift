import HummingbirdBcrypt

/// Password hashing for nurses' accounts: bcrypt, whose cost slows down a stolen file's attack.
public enum Passwords {
  /// The production cost; tests pass a lower one so they stay fast.
  public static let defaultCost: UInt8 = 12

  /// A bcrypt hash of `password`.
  public static func hash(_ password: String, cost: UInt8 = defaultCost) -> String {
    Bcrypt.hash(password, cost: cost)
  }

  /// The cost a bcrypt hash (`$2b$12$…`) was made with; nil when it is not one.
  public static func cost(of hash: String) -> UInt8? {
    let parts = hash.split(separator: "$", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0].isEmpty, parts[1].hasPrefix("2") else { return nil }
    return UInt8(parts[2])
  }
}

/// Checks login passwords so that an unknown username costs what a known one costs.
///
/// Without an account there is no hash to check; a dummy hash is checked instead, made at the
/// cost of the real ones, so that the time of a refusal does not tell whether the username
/// exists.
public struct PasswordCheck: Sendable {
  /// The cost of the dummy hash, which is the cost real hashes are made with.
  public let cost: UInt8
  /// Checked when there is no account.
  let dummyHash: String

  /// A check whose dummy hash has `cost` (one bcrypt hash now, slow by design at the default
  /// cost: once at start-up rather than on the first unknown username).
  public init(cost: UInt8 = Passwords.defaultCost) {
    self.cost = cost
    dummyHash = Passwords.hash("no such nurse", cost: cost)
  }

  /// Whether `password` matches `hash`; false, after as long a check, when there is no hash.
  func verify(_ password: String, hash: String?) -> Bool {
    guard let hash else {
      _ = Bcrypt.verify(password, hash: dummyHash)
      return false
    }
    return Bcrypt.verify(password, hash: hash)
  }
}
