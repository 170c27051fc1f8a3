import Foundation
import Testing

/// The steps every sync scenario repeats: log a nurse in to the team server, sync, read her
/// patients, add one.
extension NurseSandbox {
  func login(_ username: String, on server: TeamServer) throws {
    let result = try run(
      ["login", "--server", server.url.absoluteString, "--username", username],
      environment: ["NURSE_PASSWORD": TeamServer.passwords[username]!]
    )
    try #require(result.status == 0, "\(result.stderr)")
  }

  /// `nurse sync --json`, which must succeed: its counts.
  func syncCounts() throws -> [String: Int] {
    let result = try run(["sync", "--json"])
    try #require(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Int]
    )
  }

  func patients() throws -> [[String: Any]] {
    try #require(try json(["patient", "list", "--json"]) as? [[String: Any]])
  }

  /// Adds a patient and returns her id.
  func addPatient(_ given: String, _ family: String) throws -> String {
    let result = try run([
      "patient", "add", "--given", given, "--family", family, "--birth-date", "1940-01-01",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
