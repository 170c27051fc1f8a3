import HummingbirdBcrypt
import NIOCore
import NIOPosix

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
  ///
  /// The check runs on ``PasswordLane``'s threads, not on the threads that serve requests: a
  /// bcrypt check at the production cost is a quarter of a second of one core, and two hundred
  /// nurses logging in one morning would otherwise hold every core the feed and the batches
  /// need.
  func verify(_ password: String, hash: String?) async throws -> Bool {
    let dummyHash = dummyHash
    return try await PasswordLane.threads.runIfActive {
      guard let hash else {
        _ = Bcrypt.verify(password, hash: dummyHash)
        return false
      }
      return Bcrypt.verify(password, hash: hash)
    }
  }
}

/// The threads bcrypt checks run on: half the machine's cores, at least one, so that logins
/// queue among themselves (the login throttle bounds the queue) while records keep the rest.
enum PasswordLane {
  /// Started once, kept for the process's life, as NIO's own singleton pool is.
  static let threads: NIOThreadPool = {
    let pool = NIOThreadPool(numberOfThreads: max(1, System.coreCount / 2))
    pool.start()
    return pool
  }()
}
