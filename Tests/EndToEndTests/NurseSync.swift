import Foundation
import Testing

/// The steps every sync scenario repeats: log a nurse in to the team server, sync, read her
/// patients, her conflicts and her status, add a patient.
extension NurseSandbox {
  func login(_ username: String, on server: TeamServer) throws {
    try login(username, at: server.url)
  }

  /// Logs in through `url`: the team server's, or a proxy's in front of it.
  func login(_ username: String, at url: URL) throws {
    let result = try run(
      ["login", "--server", url.absoluteString, "--username", username],
      environment: ["NURSE_PASSWORD": TeamServer.passwords[username]!]
    )
    try #require(result.status == 0, "\(result.stderr)")
  }

  /// `nurse sync --json`, which must succeed: its counts (`pushed`, `pulled`, `pending`,
  /// `conflicts`, `refused`, `parked`).
  @discardableResult
  func syncCounts() throws -> [String: Int] {
    let result = try run(["sync", "--json"])
    try #require(result.status == 0, "nurse sync exited \(result.status): \(result.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    )
    return report.compactMapValues { $0 as? Int }
  }

  /// `nurse status --json`.
  func status() throws -> [String: Any] {
    try #require(try json(["status", "--json"]) as? [String: Any])
  }

  /// `nurse sync conflicts --json`: one entry per conflicting field (`id`, `type`,
  /// `recordId`, `field`, `mine`, `theirs`).
  func conflicts() throws -> [[String: Any]] {
    try #require(try json(["sync", "conflicts", "--json"]) as? [[String: Any]])
  }

  func patients() throws -> [[String: Any]] {
    try #require(try json(["patient", "list", "--json"]) as? [[String: Any]])
  }

  func patient(_ id: String) throws -> [String: Any] {
    try #require(try json(["patient", "show", id, "--json"]) as? [String: Any])
  }

  /// Adds a patient and returns her id. Sync tests name patients alike (`P1`, `P2`): each is
  /// added as another person, past the duplicate check.
  func addPatient(_ given: String, _ family: String) throws -> String {
    let result = try run([
      "patient", "add", "--given", given, "--family", family, "--birth-date", "1940-01-01",
      "--not-a-duplicate",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `nurse args…`, which must succeed: stdout trimmed.
  @discardableResult
  func ok(_ arguments: [String]) throws -> String {
    let result = try run(arguments, environment: ["TZ": "UTC"])
    guard result.status == 0 else { throw Failure(result: result) }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
