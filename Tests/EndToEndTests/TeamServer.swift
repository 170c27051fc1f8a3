import CoreTesting
import Foundation

/// A real `nurse-server` on a free loopback port with its own temporary database (or the
/// PostgreSQL database it is given), with two teams: north (anna, bea, and the `alsoNorth`
/// nurses asked for) and south (cleo). `init(instanceOf:)` starts one more instance on the
/// same PostgreSQL database, as an organisation runs several behind a balancer.
final class TeamServer: @unchecked Sendable {
  let directory = TemporaryDirectory(prefix: "nurse-server-e2e")
  private var process: Process?
  private(set) var url = URL(string: "http://127.0.0.1:0")!
  static let passwords = [
    "anna": "anna-secret-1", "bea": "bea-secret-22", "cleo": "cleo-secret-3",
    "dana": "dana-secret-44", "xena": "xena-secret-55",
  ]

  /// What `serve` is given besides its address and database (`--tls-cert …`).
  private let serveOptions: [String]

  /// The database every command is given with `--database`: a SQLite file in `directory`,
  /// or a `postgres://` URL.
  let database: String

  /// `alsoNorth`: more nurses of team north, among `passwords`' names (dana, xena);
  /// `serveOptions`: more options for `serve` (TLS, token lifetime); `database`: a
  /// `postgres://` URL of an empty database instead of a SQLite file of its own.
  init(alsoNorth: [String] = [], serveOptions: [String] = [], database: String? = nil) throws {
    self.serveOptions = serveOptions
    self.database = database ?? directory.file("server.sqlite").path
    try admin(["team", "add", "north"])
    try admin(["team", "add", "south"])
    let north = (["anna", "bea"] + alsoNorth).map { ($0, "north") }
    for (nurse, team) in north + [("cleo", "south")] {
      try admin(
        ["nurse", "add", "--team", team, "--username", nurse],
        password: Self.passwords[nurse]
      )
    }
    try start(port: 0)
  }

  /// Another instance serving `other`'s database (its teams and nurses already there).
  init(instanceOf other: TeamServer) throws {
    serveOptions = other.serveOptions
    database = other.database
    try start(port: 0)
  }

  deinit { stop() }

  /// Starts serving; `port` 0 picks a free one, which `url` then names.
  func start(port: Int) throws {
    let log = directory.file("server-\(UUID().uuidString.prefix(6)).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = try Self.launch(
      ["--host", "127.0.0.1", "--port", "\(port)", "--database", database] + serveOptions,
      output: log
    )
    self.process = process
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      if let range = text.range(of: #"https?://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
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

  /// Kills the process with SIGKILL, wherever its requests have got to: a machine lost.
  func crash() {
    guard let process, process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// `start` on the port it served before, for a task group: the wait for the server to
  /// listen holds a thread of its own, not one of the cooperative pool's.
  func restart() async throws {
    let port = url.port!
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, Error>) in
      Thread {
        do {
          try self.start(port: port)
          done.resume()
        } catch {
          done.resume(throwing: error)
        }
      }.start()
    }
  }

  /// Runs an administration command on the server's database and returns what it printed;
  /// `databaseOption` is how the command names it (`--db` for `backup` and `restore`).
  @discardableResult
  func admin(
    _ arguments: [String],
    password: String? = nil,
    databaseOption: String = "--database"
  ) throws -> String {
    let log = directory.file("admin-\(UUID().uuidString.prefix(6)).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = try Self.launch(
      arguments + [databaseOption, database],
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

  /// `$NURSE_SERVER_BIN` if set, else `Tools/Server` built once per test run into its own
  /// `.build-e2e` (incremental, and apart from the `.build` the server's own tests use), so the
  /// end-to-end tests always run the server of this checkout, never a stale build.
  static func binary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["NURSE_SERVER_BIN"] {
      return URL(fileURLWithPath: path)
    }
    return try built.get()
  }

  /// The one build of this test run (a static: every suite's server waits for the same one).
  private static let built: Result<URL, Failure> = {
    do { return .success(try build()) } catch { return .failure(Failure(description: "\(error)")) }
  }()

  private static func build() throws -> URL {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let serverPackage = root.appendingPathComponent("Tools/Server")
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("nurse-server-e2e-build-\(UUID().uuidString.prefix(6)).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = [
      "swift", "build", "--product", "nurse-server", "--scratch-path", ".build-e2e",
    ]
    build.currentDirectoryURL = serverPackage
    build.standardOutput = try FileHandle(forWritingTo: log)
    build.standardError = build.standardOutput
    build.standardInput = FileHandle.nullDevice
    try build.run()
    build.waitUntilExit()
    let built = serverPackage.appendingPathComponent(".build-e2e/debug/nurse-server")
    guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: built.path)
    else {
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw Failure(
        description: "nurse-server could not be built in Tools/Server: "
          + output.split(separator: "\n").suffix(20).joined(separator: "\n")
      )
    }
    return built
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }
}
