import ArgumentParser
import CoreSync
import Foundation

/// How long one sync carries on over a bad link: the seconds without progress before it
/// gives up (exit 75), and the seconds without a byte before a request counts as stalled and
/// is replaced. `--give-up-after` and `--stall-after` set them for one `nurse sync`;
/// `NURSE_SYNC_GIVE_UP_AFTER` and `NURSE_SYNC_STALL_AFTER` for every sync, the sync screen's
/// included. A value that is not a number of seconds is ignored.
struct SyncPatience: Sendable, Equatable {
  /// Seconds without progress before giving up; 0 tries once.
  var giveUpAfter: TimeInterval = 120
  /// Seconds without a byte sent or received before a request is abandoned and retried.
  var stallAfter: TimeInterval = 15

  /// The defaults, overridden by the environment.
  static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SyncPatience {
    var patience = SyncPatience()
    if let seconds = seconds(environment["NURSE_SYNC_GIVE_UP_AFTER"]) {
      patience.giveUpAfter = seconds
    }
    if let seconds = seconds(environment["NURSE_SYNC_STALL_AFTER"]), seconds > 0 {
      patience.stallAfter = seconds
    }
    return patience
  }

  /// The engine's retry policy.
  var retry: SyncRetry { SyncRetry(giveUpAfter: giveUpAfter) }

  private static func seconds(_ text: String?) -> TimeInterval? {
    guard let text, let value = TimeInterval(text), value.isFinite, value >= 0 else { return nil }
    return value
  }
}

/// `nurse sync`'s options for a bad link.
struct SyncPatienceOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Seconds without progress before giving up with exit 75 (default 120, or $NURSE_SYNC_GIVE_UP_AFTER; 0 tries once).",
      valueName: "seconds"
    )
  ) var giveUpAfter: Double?
  @Option(
    help: ArgumentHelp(
      "Seconds without a byte before a request is replaced (default 15, or $NURSE_SYNC_STALL_AFTER).",
      valueName: "seconds"
    )
  ) var stallAfter: Double?

  func validate() throws {
    if let giveUpAfter, !(giveUpAfter >= 0 && giveUpAfter.isFinite) {
      throw ValidationError("--give-up-after: a number of seconds, 0 or more")
    }
    if let stallAfter, !(stallAfter >= 1 && stallAfter.isFinite) {
      throw ValidationError("--stall-after: a number of seconds, 1 or more")
    }
  }

  /// The environment's patience with these options laid over it.
  var patience: SyncPatience {
    var patience = SyncPatience.fromEnvironment()
    if let giveUpAfter { patience.giveUpAfter = giveUpAfter }
    if let stallAfter { patience.stallAfter = stallAfter }
    return patience
  }
}
