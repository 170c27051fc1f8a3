import CoreTesting
import Foundation

/// What one run of the `nurse` binary did.
struct NurseResult: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// A nurse's machine for one test: a private home, data directory and store, and the real
/// `nurse` binary run as a separate process.
final class NurseSandbox: Sendable {
  let home = TemporaryDirectory(prefix: "nurse-e2e")
  var store: URL { home.file("data/nurse/nurse.sqlite") }
  /// The `nurse` this machine runs: `NurseSandbox.binary()` unless given.
  private let chosenBinary: URL?

  init(binary: URL? = nil) {
    chosenBinary = binary
  }

  /// Runs `nurse args…` with stdin closed and stdout/stderr captured (not a terminal).
  /// `through`: a command that runs `nurse` in its place (its last arguments are `nurse`'s
  /// path and arguments), e.g. one that gives it another trust store.
  @discardableResult
  func run(
    _ arguments: [String],
    environment extra: [String: String] = [:],
    through wrapper: [String] = []
  ) throws -> NurseResult {
    let launched = try launch(arguments, environment: extra, through: wrapper)
    launched.process.waitUntilExit()
    return try launched.result()
  }

  /// The same run without holding a thread while it lasts, so that several nurses' processes
  /// run at once from one task group (the cooperative pool has as few threads as cores).
  func runConcurrently(
    _ arguments: [String],
    environment extra: [String: String] = [:]
  ) async throws -> NurseResult {
    let launched = try launch(arguments, environment: extra, waiting: true)
    await launched.ended.wait()
    return try launched.result()
  }

  /// Starts `nurse args…` and kills it with SIGKILL after `delay` seconds (or when it ends).
  func runKilled(_ arguments: [String], after delay: TimeInterval) throws {
    let launched = try launch(arguments)
    Thread.sleep(forTimeInterval: delay)
    if launched.process.isRunning { kill(launched.process.processIdentifier, SIGKILL) }
    launched.process.waitUntilExit()
  }

  /// `runKilled` for a task group: sleeps as a task, not as a thread. Returns whether the
  /// process was still running when the signal went.
  @discardableResult
  func runKilledConcurrently(_ arguments: [String], after delay: TimeInterval) async throws
    -> Bool
  {
    let launched = try launch(arguments, waiting: true)
    try await Task.sleep(for: .milliseconds(Int(delay * 1000)))
    let killed = launched.process.isRunning
    if killed { kill(launched.process.processIdentifier, SIGKILL) }
    await launched.ended.wait()
    return killed
  }

  /// Starts `nurse args…` and kills it with SIGKILL as soon as `condition` holds (checked
  /// every 10 ms), or lets it end. Returns whether it was still running when the signal went.
  /// The condition is watched from a thread of its own: the cooperative pool's few threads may
  /// all be held by other tests' waits, and a late look would let the process end first.
  @discardableResult
  func runKilledConcurrently(
    _ arguments: [String],
    environment extra: [String: String] = [:],
    when condition: @escaping @Sendable () -> Bool
  ) async throws -> Bool {
    let launched = try launch(arguments, environment: extra, waiting: true)
    let pid = launched.process.processIdentifier
    let ended = launched.ended
    let killed = ProcessEnd()
    Thread.detachNewThread {
      while !ended.hasEnded {
        if condition() {
          // The end is signalled only once the process is reaped: never a stranger's pid.
          if !ended.hasEnded, kill(pid, SIGKILL) == 0 { killed.signal() }
          return
        }
        usleep(10_000)
      }
    }
    await launched.ended.wait()
    return killed.hasEnded
  }

  /// Runs and decodes stdout as JSON.
  func json(_ arguments: [String]) throws -> Any {
    let result = try run(arguments)
    guard result.status == 0 else { throw Failure(result: result) }
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  struct Failure: Error, CustomStringConvertible {
    var result: NurseResult
    var description: String { "nurse exited \(result.status): \(result.stderr)" }
  }

  /// A started process, the files its output goes to, and (if asked) its end as an event.
  private struct Launched {
    var process: Process
    var stdout: URL
    var stderr: URL
    var ended: ProcessEnd

    func result() throws -> NurseResult {
      NurseResult(
        status: process.terminationStatus,
        stdout: try String(contentsOf: stdout, encoding: .utf8),
        stderr: try String(contentsOf: stderr, encoding: .utf8)
      )
    }
  }

  private func launch(
    _ arguments: [String],
    environment extra: [String: String] = [:],
    waiting: Bool = false,
    through wrapper: [String] = []
  ) throws -> Launched {
    let process = Process()
    if let command = wrapper.first {
      process.executableURL = URL(fileURLWithPath: command)
      let nurse = try chosenBinary ?? Self.binary()
      process.arguments = Array(wrapper.dropFirst()) + [nurse.path] + arguments
    } else {
      process.executableURL = try chosenBinary ?? Self.binary()
      process.arguments = arguments
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NURSE_STORE"] = nil
    environment["HOME"] = home.url.path
    environment["XDG_DATA_HOME"] = home.file("data").path
    environment["XDG_CONFIG_HOME"] = home.file("config").path
    environment["NO_PROXY"] = "*"
    environment["no_proxy"] = "*"
    environment["NO_COLOR"] = "1"
    // One attempt, as a test of a single failure expects (75 at once); the tests of a bad link
    // give the sync its patience back.
    environment["NURSE_SYNC_GIVE_UP_AFTER"] = "0"
    process.environment = environment.merging(extra) { $1 }
    let launched = Launched(
      process: process,
      stdout: home.file("stdout-\(UUID())"),
      stderr: home.file("stderr-\(UUID())"),
      ended: ProcessEnd()
    )
    FileManager.default.createFile(atPath: launched.stdout.path, contents: nil)
    FileManager.default.createFile(atPath: launched.stderr.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: launched.stdout)
    process.standardError = try FileHandle(forWritingTo: launched.stderr)
    process.standardInput = FileHandle.nullDevice
    if waiting {
      let ended = launched.ended
      process.terminationHandler = { _ in ended.signal() }
    }
    try process.run()
    return launched
  }

  /// `nurse`: `$NURSE_BIN` if set, else the one built beside this test bundle (whatever the
  /// scratch path), else the default `.build/debug/nurse`.
  static func binary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["NURSE_BIN"] {
      return URL(fileURLWithPath: path)
    }
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
