import Foundation
import Logging

/// A logger whose records the test reads back: what the server writes at which level.
final class LogCapture: @unchecked Sendable {
  struct Record {
    var level: Logger.Level
    var message: String
    var metadata: Logger.Metadata

    /// The message and every metadata value, as a log line would show them.
    var text: String {
      ([message] + metadata.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
  }

  private let lock = NSLock()
  private var stored: [Record] = []

  var records: [Record] { lock.withLock { stored } }

  /// A logger at `trace`, so that the test sees every record whatever its level.
  var logger: Logger {
    var logger = Logger(label: "nurse-server-test") { _ in Handler(capture: self) }
    logger.logLevel = .trace
    return logger
  }

  fileprivate func append(_ record: Record) {
    lock.withLock { stored.append(record) }
  }

  private struct Handler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      let merged = metadata.merging(event.metadata ?? [:]) { $1 }
      capture.append(Record(level: event.level, message: "\(event.message)", metadata: merged))
    }
  }
}
