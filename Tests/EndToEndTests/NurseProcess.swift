import CoreTesting
import Foundation
import GRDB

/// What one run of the `nurse` binary did.
struct NurseResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// A nurse's machine for one test: a private home, data directory and store, and the real
/// `nurse` binary run as a separate process.
final class NurseSandbox: Sendable {
  let home = TemporaryDirectory(prefix: "nurse-e2e")
  var store: URL { home.file("data/nurse/nurse.sqlite") }

  /// Runs `nurse args…` with stdin closed and stdout/stderr captured (not a terminal).
  @discardableResult
  func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> NurseResult {
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NURSE_STORE"] = nil
    environment["HOME"] = home.url.path
    environment["XDG_DATA_HOME"] = home.file("data").path
    environment["XDG_CONFIG_HOME"] = home.file("config").path
    environment["NO_PROXY"] = "*"
    environment["no_proxy"] = "*"
    environment["NO_COLOR"] = "1"
    process.environment = environment.merging(extra) { $1 }
    let outURL = home.file("stdout-\(UUID())")
    let errURL = home.file("stderr-\(UUID())")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return NurseResult(
      status: process.terminationStatus,
      stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8)
    )
  }

  /// Starts `nurse args…` and kills it with SIGKILL after `delay` seconds (or when it ends).
  func runKilled(_ arguments: [String], after delay: TimeInterval) throws {
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NURSE_STORE"] = nil
    environment["HOME"] = home.url.path
    environment["XDG_DATA_HOME"] = home.file("data").path
    environment["XDG_CONFIG_HOME"] = home.file("config").path
    environment["NO_PROXY"] = "*"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Runs and decodes stdout as JSON.
  func json(_ arguments: [String]) throws -> Any {
    let result = try run(arguments)
    guard result.status == 0 else { throw Failure(result: result) }
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  /// Every row of every table of the store, to prove a refused command wrote nothing.
  func storeFingerprint(at url: URL? = nil) throws -> String {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: (url ?? store).path, configuration: configuration)
    return try queue.read { db in
      let tables = try String.fetchAll(
        db,
        sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
      )
      return try tables.map { table in
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\" ORDER BY rowid")
        return "\(table): \(rows.map(\.description).joined(separator: "; "))"
      }.joined(separator: "\n")
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var result: NurseResult
    var description: String { "nurse exited \(result.status): \(result.stderr)" }
  }

  /// The `nurse` built beside this test bundle by `swift test`.
  static func binary() throws -> URL {
    let besideTests = Bundle.main.bundleURL.appendingPathComponent("nurse")
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for candidate in [besideTests, root.appendingPathComponent(".build/debug/nurse")]
    where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw Missing()
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String { "the nurse binary was not built: run `swift build` first" }
  }
}
