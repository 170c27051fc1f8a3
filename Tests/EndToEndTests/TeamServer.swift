import CoreTesting
import Foundation

/// A real `nurse-server` on a free loopback port with its own temporary database, with two
/// teams: north (anna, bea) and south (cleo).
final class TeamServer {
  let directory = TemporaryDirectory(prefix: "nurse-server-e2e")
  private var process: Process?
  private(set) var url = URL(string: "http://127.0.0.1:0")!
  static let passwords = ["anna": "anna-secret-1", "bea": "bea-secret-22", "cleo": "cleo-secret-3"]

  init() throws {
    try admin(["team", "add", "north"])
    try admin(["team", "add", "south"])
    for (nurse, team) in [("anna", "north"), ("bea", "north"), ("cleo", "south")] {
      try admin(
        ["nurse", "add", "--team", team, "--username", nurse],
        password: Self.passwords[nurse]
      )
    }
    try start(port: 0)
  }

  deinit { stop() }

  /// Starts serving; `port` 0 picks a free one, which `url` then names.
  func start(port: Int) throws {
    let log = directory.file("server-\(UUID().uuidString.prefix(6)).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = try Self.launch(
      ["--host", "127.0.0.1", "--port", "\(port)", "--db", database],
      output: log
    )
    self.process = process
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      if let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
        url = URL(string: String(text[range]))!
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Failure(description: "nurse-server did not start")
  }

  /// Stops serving, as a server that crashed or lost its network would.
  func stop() {
    guard let process, process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  private var database: String { directory.file("server.sqlite").path }

  /// Runs an administration command on the server's database and returns what it printed.
  @discardableResult
  func admin(_ arguments: [String], password: String? = nil) throws -> String {
    let log = directory.file("admin-\(UUID().uuidString.prefix(6)).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = try Self.launch(
      arguments + ["--db", database],
      output: log,
      environment: password.map { ["NURSE_PASSWORD": $0] } ?? [:]
    )
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "nurse-server \(arguments)")
    }
    return try String(contentsOf: log, encoding: .utf8)
  }

  private static func launch(
    _ arguments: [String],
    output: URL,
    environment: [String: String] = [:]
  ) throws -> Process {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// `Tools/Server`'s debug build: `Tools/test-all` tests (and so builds) the server before the
  /// root package; a lone `swift test` here builds it first.
  static func binary() throws -> URL {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let serverPackage = root.appendingPathComponent("Tools/Server")
    let built = serverPackage.appendingPathComponent(".build/debug/nurse-server")
    if !FileManager.default.isExecutableFile(atPath: built.path) {
      let build = Process()
      build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      build.arguments = ["swift", "build", "--product", "nurse-server"]
      build.currentDirectoryURL = serverPackage
      try build.run()
      build.waitUntilExit()
    }
    guard FileManager.default.isExecutableFile(atPath: built.path) else {
      throw Failure(description: "nurse-server could not be built in Tools/Server")
    }
    return built
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }
}
