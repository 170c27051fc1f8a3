import Foundation
import Testing

/// The built `nurse-server` binary run as a process: what a script or an administrator sees
/// (options, environment, exit codes, the listening line).
final class ServerProcess: @unchecked Sendable {
  /// The binary SwiftPM built beside this test bundle (`swift test` builds every product).
  static var binary: URL {
    get throws {
      let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      let directory = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
      for candidate in [directory, directory.deletingLastPathComponent()] {
        let binary = candidate.appendingPathComponent("nurse-server")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
      }
      throw Failure("nurse-server is not built beside \(bundle.path): run `swift build` first")
    }
  }

  /// A refusal to set up, said plainly.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  let process = Process()
  private let output: URL
  private let errors: URL

  /// Starts `nurse-server arguments` with `environment` added to this process's own, its
  /// output and errors going to files in `directory`.
  init(_ arguments: [String], environment: [String: String] = [:], in directory: URL) throws {
    let name = UUID().uuidString.prefix(8)
    output = directory.appendingPathComponent("out-\(name).log")
    errors = directory.appendingPathComponent("err-\(name).log")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.executableURL = try Self.binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
  }

  deinit { stop() }

  var standardOutput: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
  var standardError: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

  /// Waits for the process to end (at most `seconds`) and returns its exit status.
  func exitStatus(within seconds: TimeInterval = 20) async throws -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning {
      guard Date() < deadline else { throw Failure("nurse-server still runs: \(standardError)") }
      try await Task.sleep(for: .milliseconds(20))
    }
    return process.terminationStatus
  }

  /// Waits for `nurse-server listening on SCHEME://HOST:PORT` and returns that URL.
  func listeningURL(within seconds: TimeInterval = 20) async throws -> URL {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let pattern = #"nurse-server listening on (https?://[0-9.]+:[0-9]+)\n"#
      if let match = standardOutput.firstMatch(of: try Regex(pattern)),
        let url = match.output[1].substring.flatMap({ URL(string: String($0)) })
      {
        return url
      }
      guard process.isRunning else { throw Failure("nurse-server exited: \(standardError)") }
      try await Task.sleep(for: .milliseconds(20))
    }
    throw Failure("nurse-server did not say it listens: \(standardError)")
  }

  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }
}
