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

  @Test func aTeamSharesItsPatientsAndLosesNothing() throws {
    // Offline all morning: two patients, and a sync that cannot happen before login.
    let marie = try anna.addPatient("Marie", "Dupont")
    _ = try anna.addPatient("Paul", "Petit")
    #expect(try anna.run(["sync"]).status == 77)

    try anna.login("anna", on: server)
    #expect(try anna.syncCounts()["pushed"] == 2)
    try bea.login("bea", on: server)
    _ = try bea.syncCounts()
    #expect(
      try bea.patients().compactMap { $0["familyName"] as? String }.sorted() == ["Dupont", "Petit"]
    )

    // Both change Marie's phone offline; anna syncs first, bea's becomes a conflict, not a loss.
    #expect(try anna.run(["patient", "edit", marie, "--phone", "01 01 01 01 01"]).status == 0)
    #expect(try bea.run(["patient", "edit", marie, "--phone", "02 02 02 02 02"]).status == 0)
    #expect(try anna.syncCounts()["conflicts"] == 0)
    #expect(try bea.syncCounts()["conflicts"] == 1)
    // One conflict, of the one field both changed.
    let conflicts = try bea.conflicts()
    let conflict = try #require(conflicts.first)
    #expect(conflicts.count == 1)
    #expect(conflict["type"] as? String == "patient")
    #expect(conflict["recordId"] as? String == marie)
    #expect(conflict["field"] as? String == "phone")
    #expect(conflict["mine"] as? String == "02 02 02 02 02")
    #expect(conflict["theirs"] as? String == "01 01 01 01 01")
    let conflictID = try #require(conflict["id"] as? String)
    #expect(
      try bea.run(["sync", "resolve", String(conflictID.prefix(8)), "--keep", "mine"]).status == 0
    )
    _ = try bea.syncCounts()
    _ = try anna.syncCounts()
    let seenByAnna = try #require(
      try anna.json(["patient", "show", marie, "--json"]) as? [String: Any]
    )
    #expect(seenByAnna["phone"] as? String == "02 02 02 02 02")

    // Another team sees none of it.
    try cleo.login("cleo", on: server)
    _ = try cleo.syncCounts()
    #expect(try cleo.patients().isEmpty)

    // The server goes away: the sync says so (75) and keeps the change for later.
    server.stop()
    #expect(try anna.run(["patient", "edit", marie, "--notes", "key under the pot"]).status == 0)
    let offline = try anna.run(["sync"])
    #expect(offline.status == 75, "\(offline.stderr)")
    let status = try #require(try anna.json(["status", "--json"]) as? [String: Any])
    #expect(status["pending"] as? Int == 1)

    try server.start(port: server.url.port!)
    #expect(try anna.syncCounts()["pending"] == 0)
    _ = try bea.syncCounts()
    let seenByBea = try #require(
      try bea.json(["patient", "show", marie, "--json"]) as? [String: Any]
    )
    #expect(seenByBea["notes"] as? String == "key under the pot")
    #expect(try bea.patients().count == 2, "no duplicate after all these syncs")
  }

  @Test(arguments: [0.15, 0.4, 0.8])
  func aSyncKilledHalfwayAndRerunLeavesNoDuplicateAndNoLoss(killAfter: Double) throws {
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
    var added: Set<String> = []
    for index in 0..<40 { added.insert(try anna.addPatient("Given\(index)", "Family\(index)")) }

    try anna.runKilled(["sync"], after: killAfter)  // SIGKILL wherever the push has got to
    let rerun = try anna.syncCounts()
    #expect(rerun["pending"] == 0)
    _ = try bea.syncCounts()
    let seen = try bea.patients().compactMap { $0["id"] as? String }
    #expect(seen.count == 40, "each patient once on the server")
    #expect(Set(seen) == added)
  }

  @Test func theSessionFileIsPrivate() throws {
    try anna.login("anna", on: server)
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
