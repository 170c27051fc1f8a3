import Foundation
import Logging

/// Logs go to stderr, at `warning` unless `NURSE_LOG_LEVEL` says otherwise. Nothing logged
/// carries patient names or free text: only ids, counts and paths.
enum AppLogging {
  nonisolated(unsafe) private static var done = false

  static func bootstrap() {
    guard !done else { return }
    done = true
    // getenv, not ProcessInfo's environment: that copies every variable into a dictionary,
    // at the start of every command.
    let level =
      getenv("NURSE_LOG_LEVEL").flatMap { Logger.Level(rawValue: String(cString: $0)) }
      ?? .warning
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
  }
}
