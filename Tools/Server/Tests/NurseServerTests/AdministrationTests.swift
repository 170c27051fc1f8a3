import Foundation
import Testing

@testable import NurseServer

/// What `nurse-server team add`, `nurse add`, `nurse list` and `audit` call.
@Suite struct AdministrationTests {
  @Test(arguments: StoreEngine.all) func teamsAndNursesAreAddedAndListed(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    let administration = server.administration
    #expect(try await administration.addTeam("east") == ["added team east"])
    let added = try await administration.addNurse(
      team: "east",
      username: "dora",
      password: "long enough"
    )
    #expect(added == ["added nurse dora to team east"])
    #expect(
      try await administration.listNurses() == [
        "anna\tnorth", "bea\tnorth", "cleo\tsouth", "dora\teast",
      ]
    )
    let stored = try #require(try await server.store.credentials(username: "dora"))
    #expect(stored.passwordHash.hasPrefix("$2"))
    #expect(!stored.passwordHash.contains("long enough"))
  }

  @Test(arguments: StoreEngine.all) func refusalsSayWhy(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    let administration = server.administration
    await #expect(throws: Administration.Failure.self) { try await administration.addTeam("north") }
    await #expect(throws: Administration.Failure.self) { try await administration.addTeam("  ") }
    await #expect(throws: Administration.Failure.self) {
      try await administration.addNurse(team: "nowhere", username: "eve", password: "long enough")
    }
    await #expect(throws: Administration.Failure.self) {
      try await administration.addNurse(team: "north", username: "anna", password: "long enough")
    }
    await #expect(throws: Administration.Failure.self) {
      try await administration.addNurse(team: "north", username: "fay", password: "short")
    }
    await #expect(throws: Administration.Failure.self) {
      try await administration.audit(patient: "not-a-uuid")
    }
  }

  @Test func thePasswordComesFromTheEnvironmentElseStandardInput() {
    #expect(
      Administration.password(environment: ["NURSE_PASSWORD": "from-env"]) { "stdin" } == "from-env"
    )
    #expect(Administration.password(environment: [:]) { "from-stdin" } == "from-stdin")
    #expect(Administration.password(environment: [:]) { nil } == nil)
  }

  @Test(arguments: StoreEngine.all) func theAuditCommandPrintsOneLinePerEntry(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    let id = UUID().uuidString.lowercased()
    try await server.run { client in
      let token = try await client.token("anna")
      _ = try await client.putPatient(Fixtures.patient(id: UUID(uuidString: id)!), token: token)
      _ = try await client.putPatient(Fixtures.patient(), token: token)
    }
    let all = try await server.administration.audit(patient: nil)
    #expect(all.count == 2)
    let one = try await server.administration.audit(patient: id.uppercased())
    #expect(one.count == 1)
    #expect(one.first?.hasSuffix("\tanna\tcreate\tpatient\t\(id)") == true)
  }

  @Test func theDatabaseFileIsPrivate() async throws {
    let server = try await TestServer()
    let path = server.directory.appendingPathComponent("server.sqlite").path
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let directory = try FileManager.default.attributesOfItem(atPath: server.directory.path)
    #expect((directory[.posixPermissions] as? Int) == 0o700)
    #expect(
      DatabaseFile.defaultPath(environment: ["XDG_DATA_HOME": "/data"])
        == "/data/nurse-server/server.sqlite"
    )
  }
}
