import HummingbirdBcrypt

/// Password hashing for nurses' accounts: bcrypt, whose cost slows down a stolen file's attack.
public enum Passwords {
  /// The production cost; tests pass a lower one so they stay fast.
  public static let defaultCost: UInt8 = 12

  /// A bcrypt hash of `password`.
  public static func hash(_ password: String, cost: UInt8 = defaultCost) -> String {
    Bcrypt.hash(password, cost: cost)
  }

  /// Whether `password` matches `hash`; with no account, a dummy hash is checked so that an
  /// unknown username takes as long to refuse as a wrong password.
  static func verify(_ password: String, hash: String?) -> Bool {
    guard let hash else {
      _ = Bcrypt.verify(password, hash: dummyHash)
      return false
    }
    return Bcrypt.verify(password, hash: hash)
  }

  private static let dummyHash = Bcrypt.hash("no such nurse", cost: 10)
}
