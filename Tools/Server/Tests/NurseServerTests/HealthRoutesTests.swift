import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Issue 32, health: `/health/live` answers while the process does, `/health/ready` while its
/// database answers with every migration applied; both without a token and without a word
/// about anyone.
@Suite("Health probes")
struct HealthRoutesTests {
  static func body(_ response: TestResponse) throws -> [String: String] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: String]
    )
  }

  @Test(arguments: StoreEngine.all)
  func aMigratedStoreIsLiveAndReadyWithoutAToken(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let live = try await client.send(.get, "/health/live")
      #expect(live.status == .ok)
      #expect(try Self.body(live) == ["status": "live"])
      #expect(live.headers[.cacheControl] == "no-store")
      let ready = try await client.send(.get, "/health/ready")
      #expect(ready.status == .ok)
      #expect(try Self.body(ready) == ["status": "ready"])
    }
  }

  @Test func aStoreMissingAMigrationIsLiveButNotReady() async throws {
    let server = try await TestServer()
    try await server.execute(
      "DELETE FROM grdb_migrations WHERE rowid = (SELECT MAX(rowid) FROM grdb_migrations)"
    )
    try await server.run { client in
      #expect(try await client.send(.get, "/health/live").status == .ok)
      let ready = try await client.send(.get, "/health/ready")
      #expect(ready.status == .serviceUnavailable)
      let body = try Self.body(ready)
      #expect(body["status"] == "not ready")
      #expect(body["reason"] == "1 migration(s) not applied: run migrate")
    }
  }

  @Test func aDatabaseThatIsGoneIsLiveButNotReady() async throws {
    let server = try await TestServer(.postgres)
    let url = try #require(server.databaseURL.flatMap(URLComponents.init(string:)))
    let name = String(url.path.drop(while: { $0 == "/" }))
    try await server.run { client in
      #expect(try await client.send(.get, "/health/ready").status == .ok)
      // The database dropped under the instance, its connections ended: the database an
      // operator deleted, or a cluster lost.
      try await TestPostgres.administer("DROP DATABASE \(name) WITH (FORCE)")
      #expect(try await client.send(.get, "/health/live").status == .ok)
      let ready = try await client.send(.get, "/health/ready")
      #expect(ready.status == .serviceUnavailable)
      let body = try Self.body(ready)
      #expect(body["status"] == "not ready")
      #expect(
        [
          "the database cannot be read",
          "the database did not answer within \(HealthRoutes.readinessBound)",
        ]
        .contains(body["reason"] ?? ""),
        "\(body)"
      )
    }
  }
}
