import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

@Suite struct LoginTests {
  @Test(arguments: StoreEngine.all) func aNurseLogsInAndGetsATokenWithAnExpiry(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let response = try await client.send(
        .post,
        "/v1/auth/login",
        json: ["username": "anna", "password": "password-anna"]
      )
      #expect(response.status == .ok)
      let body = response.json
      #expect((body["token"] as? String)?.count ?? 0 >= 40)
      #expect(body["expiresAt"] is String)
      let nurse = try #require(body["nurse"] as? [String: Any])
      #expect(nurse["username"] as? String == "anna")
      #expect(nurse["team"] as? String == "north")
    }
  }

  @Test(arguments: [("anna", "wrong-password"), ("nobody", "password-anna")])
  func wrongCredentialsAre401WithoutABasicChallenge(username: String, password: String) async throws
  {
    let server = try await TestServer()
    try await server.run { client in
      let response = try await client.send(
        .post,
        "/v1/auth/login",
        json: ["username": username, "password": password]
      )
      #expect(response.isProblem(.unauthorized))
      #expect(response.headers[.wwwAuthenticate]?.lowercased().contains("basic") != true)
      #expect(response.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
    }
  }

  @Test(arguments: StoreEngine.all) func aRouteWithoutATokenIs401(engine: StoreEngine) async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let response = try await client.send(.get, "/v1/changes")
      #expect(response.isProblem(.unauthorized))
      #expect(response.headers[.wwwAuthenticate]?.lowercased().contains("basic") != true)
    }
  }

  @Test(arguments: StoreEngine.all) func anUnknownTokenIs401(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let response = try await client.send(.get, "/v1/changes", token: "made-up")
      #expect(response.isProblem(.unauthorized))
    }
  }

  @Test(arguments: StoreEngine.all) func anExpiredTokenIs401(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      #expect(try await client.send(.get, "/v1/changes", token: token).status == .ok)
      server.clock.advance(by: AuthSettings.defaultTokenLifetime + 1)
      let response = try await client.send(.get, "/v1/changes", token: token)
      #expect(response.isProblem(.unauthorized))
    }
  }

  @Test func tokensAreStoredOnlyAsHashes() {
    // FIPS 180-4 test vector.
    #expect(
      SessionTokens.hash("abc")
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )
    #expect(
      SessionTokens.hash("")
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    )
    let token = SessionTokens.make()
    #expect(SessionTokens.hash(token) != token)
    #expect(SessionTokens.make() != token)
  }
}
