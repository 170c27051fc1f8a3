import Foundation
import Testing

@testable import NurseServer

/// docs/sync.md, "A server restored from a backup": every feed page names the change log's
/// identity, the same on every instance of one database, so a client can tell a restored log
/// (`SQLiteBackup.restore` gives it a new one; `BackupTests`) from the one its cursor is of.
@Suite("The change log's identity")
struct ChangeLogIdentityTests {
  @Test(arguments: StoreEngine.all)
  func everyPageNamesTheLogTheSameOnEveryInstance(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    let identity = try await server.store.changeLogID()
    #expect(identity.count == 32)
    let first = try await server.run { client in
      let anna = try await client.token("anna")
      #expect(try await client.putPatient(Fixtures.patient(), token: anna).status == .created)
      return try await client.send(.get, "/v1/changes?since=0", token: anna).json["log"] as? String
    }
    #expect(first == identity)
    let other = try await server.anotherInstance()
    #expect(try await other.changeLogID() == identity)
    let second = try await server.run(store: other) { client in
      let bea = try await client.token("bea")
      return try await client.send(.get, "/v1/changes?since=99", token: bea).json["log"] as? String
    }
    #expect(second == identity, "an empty page names it too")
  }
}
