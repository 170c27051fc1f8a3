import Foundation
import Testing

/// How the team server is run for a scenario: one instance on its own SQLite file, as a small
/// team runs it, or two instances on one PostgreSQL database, as an organisation runs them
/// behind a balancer (each nurse's machine then talks to one of them).
enum ServerSetup: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case oneSQLite = "one SQLite instance"
  case twoPostgres = "two PostgreSQL instances"

  var testDescription: String { rawValue }

  /// The instances, started, with teams north (anna, bea and `alsoNorth`) and south (cleo).
  func start(alsoNorth: [String]) throws -> [TeamServer] {
    switch self {
    case .oneSQLite:
      return [try TeamServer(alsoNorth: alsoNorth)]
    case .twoPostgres:
      let first = try TeamServer(alsoNorth: alsoNorth, database: try TestPostgres.freshDatabase())
      return [first, try TeamServer(instanceOf: first)]
    }
  }
}

/// The PostgreSQL cluster the tests use: `NURSE_TEST_POSTGRES_URL`, which `Tools/with-postgres`
/// (and so `Tools/test-all`) sets, as for the server package's own tests. Each scenario gets a
/// database of its own in it.
enum TestPostgres {
  /// A new, empty database's URL; without a cluster the scenario fails saying how to run it
  /// (it is never skipped).
  static func freshDatabase() throws -> String {
    guard let text = ProcessInfo.processInfo.environment["NURSE_TEST_POSTGRES_URL"],
      var url = URLComponents(string: text)
    else {
      throw TeamServer.Failure(
        description: "NURSE_TEST_POSTGRES_URL is not set: run the tests under Tools/with-postgres"
      )
    }
    let name = "nurse_e2e_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    try psql(text, "CREATE DATABASE \(name)")
    url.path = "/\(name)"
    // A few connections per instance: the scenario's nurses are few, the cluster is shared.
    url.queryItems = [
      URLQueryItem(name: "sslmode", value: "disable"), URLQueryItem(name: "pool", value: "8"),
    ]
    guard let fresh = url.string else {
      throw TeamServer.Failure(description: "no URL for database \(name)")
    }
    return fresh
  }

  /// Runs one statement with `psql` (installed beside the cluster `Tools/with-postgres` runs).
  private static func psql(_ url: String, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TeamServer.Failure(
        description: "psql \(sql): " + String(decoding: message, as: UTF8.self)
      )
    }
  }
}
