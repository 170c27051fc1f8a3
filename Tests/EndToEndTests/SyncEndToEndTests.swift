import Foundation
import Testing

/// Three nurses' `nurse` processes with their own stores against one real `nurse-server`:
/// anna and bea in team north, cleo in team south.
@Suite("Nurses sync through the team server", .serialized)
struct SyncEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()
  let cleo = NurseSandbox()

  init() throws {
    server = try TeamServer()
  }

  private func login(_ nurse: NurseSandbox, _ name: String) throws {
    let result = try nurse.run(
      ["login", "--server", server.url.absoluteString, "--username", name],
      environment: ["NURSE_PASSWORD": TeamServer.passwords[name]!]
    )
    try #require(result.status == 0, "\(result.stderr)")
  }

  private func sync(_ nurse: NurseSandbox) throws -> [String: Int] {
    let result = try nurse.run(["sync", "--json"])
    try #require(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Int]
    )
  }

  private func patients(_ nurse: NurseSandbox) throws -> [[String: Any]] {
    try #require(try nurse.json(["patient", "list", "--json"]) as? [[String: Any]])
  }

  private func add(_ nurse: NurseSandbox, _ given: String, _ family: String) throws -> String {
    let result = try nurse.run([
      "patient", "add", "--given", given, "--family", family, "--birth-date", "1940-01-01",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aTeamSharesItsPatientsAndLosesNothing() throws {
    // Offline all morning: two patients, and a sync that cannot happen before login.
    let marie = try add(anna, "Marie", "Dupont")
    _ = try add(anna, "Paul", "Petit")
    #expect(try anna.run(["sync"]).status == 77)

    try login(anna, "anna")
    #expect(try sync(anna)["pushed"] == 2)
    try login(bea, "bea")
    _ = try sync(bea)
    #expect(
      try patients(bea).compactMap { $0["familyName"] as? String }.sorted() == ["Dupont", "Petit"]
    )

    // Both edit Marie offline; anna syncs first, bea's change becomes a conflict, not a loss.
    #expect(try anna.run(["patient", "edit", marie, "--phone", "0101"]).status == 0)
    #expect(try bea.run(["patient", "edit", marie, "--phone", "0202"]).status == 0)
    #expect(try sync(anna)["conflicts"] == 0)
    #expect(try sync(bea)["conflicts"] == 1)
    let conflicts = try #require(try bea.json(["sync", "conflicts", "--json"]) as? [[String: Any]])
    let conflict = try #require(conflicts.first)
    #expect((conflict["mine"] as? [String: Any])?["phone"] as? String == "0202")
    #expect((conflict["theirs"] as? [String: Any])?["phone"] as? String == "0101")
    let conflictID = try #require(conflict["id"] as? String)
    #expect(
      try bea.run(["sync", "resolve", String(conflictID.prefix(8)), "--keep", "mine"]).status == 0
    )
    _ = try sync(bea)
    _ = try sync(anna)
    let seenByAnna = try #require(
      try anna.json(["patient", "show", marie, "--json"]) as? [String: Any]
    )
    #expect(seenByAnna["phone"] as? String == "0202")

    // Another team sees none of it.
    try login(cleo, "cleo")
    _ = try sync(cleo)
    #expect(try patients(cleo).isEmpty)

    // The server goes away: the sync says so (75) and keeps the change for later.
    server.stop()
    #expect(try anna.run(["patient", "edit", marie, "--notes", "key under the pot"]).status == 0)
    let offline = try anna.run(["sync"])
    #expect(offline.status == 75, "\(offline.stderr)")
    let status = try #require(try anna.json(["status", "--json"]) as? [String: Any])
    #expect(status["pending"] as? Int == 1)

    try server.start(port: server.url.port!)
    #expect(try sync(anna)["pending"] == 0)
    _ = try sync(bea)
    let seenByBea = try #require(
      try bea.json(["patient", "show", marie, "--json"]) as? [String: Any]
    )
    #expect(seenByBea["notes"] as? String == "key under the pot")
    #expect(try patients(bea).count == 2, "no duplicate after all these syncs")
  }

  @Test(arguments: [0.15, 0.4, 0.8])
  func aSyncKilledHalfwayAndRerunLeavesNoDuplicateAndNoLoss(killAfter: Double) throws {
    try login(anna, "anna")
    try login(bea, "bea")
    var added: Set<String> = []
    for index in 0..<40 { added.insert(try add(anna, "Given\(index)", "Family\(index)")) }

    try anna.runKilled(["sync"], after: killAfter)  // SIGKILL wherever the push has got to
    let rerun = try sync(anna)
    #expect(rerun["pending"] == 0)
    _ = try sync(bea)
    let seen = try patients(bea).compactMap { $0["id"] as? String }
    #expect(seen.count == 40, "each patient once on the server")
    #expect(Set(seen) == added)
  }

  @Test func theSessionFileIsPrivate() throws {
    try login(anna, "anna")
    let session = anna.home.file("config/nurse/session.json")
    let attributes = try FileManager.default.attributesOfItem(atPath: session.path)
    #expect((attributes[.posixPermissions] as! NSNumber).intValue & 0o777 == 0o600)
    #expect(try anna.run(["logout"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: session.path))
    #expect(try anna.run(["sync"]).status == 77)
  }

  @Test func aWrongPasswordIsRefused() throws {
    let result = try anna.run(
      ["login", "--server", server.url.absoluteString, "--username", "anna"],
      environment: ["NURSE_PASSWORD": "not-her-password"]
    )
    #expect(result.status == 77)
    #expect(result.stderr.contains("refused"))
  }
}
