import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Failed logins lock a username after 5 in 15 minutes (429 with `Retry-After`, even for the
/// right password), are audited and logged without the password, and cost the same whether
/// the username exists or not.
@Suite struct LoginThrottleTests {
  @Test(arguments: StoreEngine.all) func theFifthFailureOfAUsernameIs429WithRetryAfter(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      for _ in 1...4 {
        #expect(try await client.login("anna", "wrong-password").isProblem(.unauthorized))
      }
      let fifth = try await client.login("anna", "wrong-password")
      #expect(fifth.isProblem(.tooManyRequests))
      #expect(fifth.headers[.retryAfter] == "900")
      #expect(fifth.json["type"] as? String == "https://nurse.invalid/problems/login-throttled")
      #expect(fifth.headers[.wwwAuthenticate] == nil)
      // Another nurse of the same address is not locked out by anna's username.
      #expect(try await client.login("bea", "password-bea").status == .ok)
    }
  }

  @Test(arguments: StoreEngine.all)
  func theRightPasswordDuringTheLockIsStill429UntilTheWindowPasses(engine: StoreEngine) async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      for _ in 1...5 { _ = try await client.login("anna", "wrong-password") }
      server.clock.advance(by: 600)
      let locked = try await client.login("anna", "password-anna")
      #expect(locked.isProblem(.tooManyRequests))
      #expect(locked.headers[.retryAfter] == "300")
      server.clock.advance(by: 299)
      #expect(try await client.login("anna", "password-anna").headers[.retryAfter] == "1")
      server.clock.advance(by: 1)
      #expect(try await client.login("anna", "password-anna").status == .ok)
    }
  }

  @Test(arguments: StoreEngine.all) func anUnknownUsernameIsLockedLikeAKnownOne(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      for _ in 1...4 { _ = try await client.login("nobody", "password-anna") }
      #expect(try await client.login("nobody", "password-anna").isProblem(.tooManyRequests))
    }
  }

  @Test(arguments: StoreEngine.all) func aRightPasswordForgivesTheUsernamesEarlierSlips(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      for _ in 1...4 { _ = try await client.login("anna", "wrong-password") }
      #expect(try await client.login("anna", "password-anna").status == .ok)
      for _ in 1...4 {
        #expect(try await client.login("anna", "wrong-password").isProblem(.unauthorized))
      }
    }
  }

  @Test(arguments: StoreEngine.all) func twentyFailuresFromOneAddressLockItWhateverTheUsernames(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run(.live) { client in
      // Four tries each of five names: no username reaches its own limit.
      let names = ["anna", "bea", "cleo", "dora", "nobody"]
      for attempt in 1...20 {
        let name = names[(attempt - 1) % names.count]
        let answer = try await client.login(name, "wrong-password")
        if attempt < 20 {
          #expect(answer.isProblem(.unauthorized), "attempt \(attempt)")
        } else {
          #expect(answer.isProblem(.tooManyRequests))
          #expect(answer.headers[.retryAfter] == "900")
        }
      }
      #expect(try await client.login("bea", "password-bea").isProblem(.tooManyRequests))
      // Behind a proxy on this machine, the address the proxy names is the client's.
      let proxied = try await client.login("bea", "password-bea", forwardedFor: "203.0.113.7")
      #expect(proxied.status == .ok)
    }
  }

  @Test(arguments: StoreEngine.all) func aLockHoldsForAnotherServerInstanceOnTheSameDatabase(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      for _ in 1...5 { _ = try await client.login("anna", "wrong-password") }
    }
    let other = try await server.anotherInstance()
    try await server.run(store: other) { client in
      let answer = try await client.login("anna", "password-anna")
      #expect(answer.isProblem(.tooManyRequests))
    }
  }

  @Test(arguments: StoreEngine.all) func failedLoginsAreAuditedAndLoggedWithoutThePassword(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    let logs = LogCapture()
    try await server.run(logger: logs.logger) { client in
      for _ in 1...5 { _ = try await client.login("anna", "secret-guess-1") }
      _ = try await client.login("anna", "password-anna")
      _ = try await client.login("evil\nname", "secret-guess-2")
    }
    let audit = try await server.store.auditLog(patientID: nil)
    #expect(
      audit.map(\.action) == Array(repeating: .loginFailed, count: 5) + [
        .loginThrottled, .loginFailed,
      ]
    )
    #expect(audit.allSatisfy { $0.recordType == "login" && $0.recordID == "unknown" })
    #expect(audit.last?.nurse == "evil\u{FFFD}name")
    let lines = try await server.administration.audit(patient: nil)
    #expect(lines.first?.hasSuffix("\tanna\tlogin-failed\tlogin\tunknown") == true)

    let refusals = logs.records.filter { $0.message.hasPrefix("login") }
    #expect(refusals.count == 7)
    #expect(refusals.allSatisfy { $0.level == .notice })
    #expect(refusals.first?.metadata["username"] == "anna")
    for record in logs.records {
      #expect(!record.text.contains("secret-guess"), "\(record.text)")
      #expect(!record.text.contains("password-anna"), "\(record.text)")
      #expect(!record.text.contains("\n"), "\(record.text)")
    }
  }

  @Test func theDummyHashOfUnknownUsernamesCostsWhatRealHashesCost() async throws {
    #expect(AuthSettings().passwordCost == Passwords.defaultCost)
    let production = PasswordCheck()
    #expect(Passwords.cost(of: production.dummyHash) == Passwords.defaultCost)
    #expect(Passwords.cost(of: Passwords.hash("a real one", cost: 5)) == 5)
    #expect(Passwords.cost(of: PasswordCheck(cost: 6).dummyHash) == 6)
    let check = PasswordCheck(cost: 4)
    #expect(try await !check.verify("no such nurse", hash: nil))
    let hash = Passwords.hash("password-anna", cost: 4)
    #expect(try await check.verify("password-anna", hash: hash))
    #expect(try await !check.verify("password-bea", hash: hash))
  }
}

extension TestClientProtocol {
  /// `POST /v1/auth/login`, as a proxy on this machine would pass it on when `forwardedFor`.
  func login(_ username: String, _ password: String, forwardedFor: String? = nil) async throws
    -> TestResponse
  {
    var headers: HTTPFields = [.contentType: "application/json"]
    if let forwardedFor { headers[ClientAddress.forwardedFor] = forwardedFor }
    let body = try JSONSerialization.data(
      withJSONObject: ["username": username, "password": password]
    )
    return try await executeRequest(
      uri: "/v1/auth/login",
      method: .post,
      headers: headers,
      body: ByteBuffer(bytes: body)
    )
  }
}
