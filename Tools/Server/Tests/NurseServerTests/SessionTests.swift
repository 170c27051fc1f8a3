import CoreContract
import Foundation
import GRDB
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Sessions end: by logout, by disabling the nurse, by expiry (after a configurable
/// lifetime), and expired ones leave the database.
@Suite struct SessionTests {
  @Test(arguments: StoreEngine.all) func logoutRevokesTheTokenAnd204s(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let other = try await client.token("anna")
      let logout = try await client.send(.post, "/v1/auth/logout", token: token)
      #expect(logout.status == .noContent)
      #expect(logout.body.readableBytes == 0)
      #expect(try await client.send(.get, "/v1/changes", token: token).isProblem(.unauthorized))
      #expect(
        try await client.send(.post, "/v1/auth/logout", token: token).isProblem(.unauthorized)
      )
      // Her other device keeps its session.
      #expect(try await client.send(.get, "/v1/changes", token: other).status == .ok)
    }
  }

  @Test(arguments: StoreEngine.all) func logoutWithoutAValidTokenIs401WithABearerChallenge(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      for token in [nil, "made-up"] {
        let answer = try await client.send(.post, "/v1/auth/logout", token: token)
        #expect(answer.isProblem(.unauthorized))
        #expect(answer.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
      }
    }
  }

  @Test(arguments: StoreEngine.all) func aDisabledNurseIsRefusedLikeAWrongPasswordUntilEnabled(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let bea = try await client.token("bea")
      #expect(
        try await server.administration.disableNurse("anna") == [
          "disabled nurse anna (1 session ended)"
        ]
      )
      #expect(try await client.send(.get, "/v1/changes", token: token).isProblem(.unauthorized))
      #expect(try await client.send(.get, "/v1/changes", token: bea).status == .ok)
      let refused = try await client.login("anna", "password-anna")
      let wrong = try await client.login("bea", "wrong-password")
      #expect(refused.isProblem(.unauthorized))
      #expect(refused.json["detail"] as? String == wrong.json["detail"] as? String)
      #expect(refused.headers[.wwwAuthenticate] == wrong.headers[.wwwAuthenticate])
      #expect(
        try await server.administration.listNurses() == [
          "anna\tnorth\tdisabled", "bea\tnorth", "cleo\tsouth",
        ]
      )
      #expect(try await server.administration.enableNurse("anna") == ["enabled nurse anna"])
      #expect(try await client.login("anna", "password-anna").status == .ok)
      #expect(try await server.administration.listNurses().first == "anna\tnorth")
    }
  }

  @Test(arguments: StoreEngine.all) func disablingOrEnablingAnUnknownNurseIsNotFound(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    for toggle in [server.administration.disableNurse, server.administration.enableNurse] {
      do {
        _ = try await toggle("nobody")
        Issue.record("an unknown nurse was toggled")
      } catch let failure as Administration.Failure {
        #expect(failure.isNotFound)
      }
    }
  }

  @Test(arguments: StoreEngine.all) func aLoginSweepsExpiredSessions(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      _ = try await client.token("anna")
      _ = try await client.token("bea")
      server.clock.advance(by: AuthSettings.defaultTokenLifetime + 1)
      _ = try await client.token("cleo")
    }
    #expect(try await server.count("SELECT COUNT(*) FROM session") == 1)
  }

  @Test(arguments: StoreEngine.all) func startingTheServerSweepsExpiredSessions(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in _ = try await client.token("anna") }
    try await server.execute("UPDATE session SET expiresAt = \(Date().timeIntervalSince1970 - 1)")
    _ = try await server.anotherInstance()
    #expect(try await server.count("SELECT COUNT(*) FROM session") == 0)
  }

  @Test(arguments: StoreEngine.all) func theTokenLifetimeIsTheConfiguredOne(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    var auth = TestServer.auth
    auth.tokenLifetime = 2 * 3600
    let start = server.clock.now
    try await server.run(auth: auth) { client in
      let login = try await client.login("anna", "password-anna")
      let token = try #require(login.json["token"] as? String)
      let expiresAt = try #require(login.json["expiresAt"] as? String)
      let expected = start.addingTimeInterval(2 * 3600)
      let parsed = try WireCoding.decoder.decode(Date.self, from: Data("\"\(expiresAt)\"".utf8))
      #expect(abs(parsed.timeIntervalSince(expected)) < 0.01)
      server.clock.advance(by: 2 * 3600 - 1)
      #expect(try await client.send(.get, "/v1/changes", token: token).status == .ok)
      server.clock.advance(by: 2)
      #expect(try await client.send(.get, "/v1/changes", token: token).isProblem(.unauthorized))
    }
  }

}
