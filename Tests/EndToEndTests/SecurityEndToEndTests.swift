import Foundation
import Testing

/// What docs/security.md promises, tried as a nurse and as an attacker would:
/// TLS end to end, no password in clear over a network, logout and a disabled nurse ending
/// sessions on the server, failed logins throttled.
@Suite("Security, end to end")
struct SecurityEndToEndTests {
  @Test func twoNursesSyncThroughTheServersOwnTLS() throws {
    let certificates = try TestCertificates()
    let server = try TeamServer(
      serveOptions: [
        "--tls-cert", certificates.certificate.path, "--tls-key", certificates.key.path,
      ]
    )
    #expect(server.url.scheme == "https")
    let (anna, bea) = (NurseSandbox(), NurseSandbox())
    let trusting = certificates.trustingWrapper
    for (nurse, name) in [(anna, "anna"), (bea, "bea")] {
      let login = try nurse.run(
        ["login", "--server", server.url.absoluteString, "--username", name],
        environment: ["NURSE_PASSWORD": TeamServer.passwords[name]!],
        through: trusting
      )
      try #require(login.status == 0, "login over TLS: \(login.stderr)")
    }
    try anna.addPatient("5b0c1f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", given: "Inès", family: "Garnier")
    let push = try anna.run(["sync"], through: trusting)
    #expect(push.status == 0, "\(push.stderr)")
    let pull = try bea.run(["sync"], through: trusting)
    #expect(pull.status == 0, "\(pull.stderr)")
    #expect(try bea.patients().compactMap { $0["familyName"] as? String } == ["Garnier"])

    // Without the team's authority the server is not trusted: said so, nothing lost.
    try anna.addPatient("6c1d2e8f-2b3c-4d4e-9fa0-1b2c3d4e5f60", given: "Luc", family: "Perrin")
    let untrusted = try anna.run(["sync"])
    #expect(untrusted.status == 75)
    #expect(untrusted.stderr.contains("certificate is not trusted"), "\(untrusted.stderr)")
    #expect(try anna.status()["pending"] as? Int == 1)
  }

  @Test func loginRefusesPlainHTTPToAnotherMachineUnlessInsecure() throws {
    let nurse = NurseSandbox()
    let refused = try nurse.run(
      ["login", "--server", "http://192.0.2.10:8080", "--username", "anna"],
      environment: ["NURSE_PASSWORD": "anna-secret-1"]
    )
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("unencrypted") && refused.stderr.contains("--insecure"))
    let session = nurse.home.file("config/nurse/session.json")
    #expect(!FileManager.default.fileExists(atPath: session.path))
  }

  @Test func logoutEndsTheSessionOnTheServer() async throws {
    let server = try TeamServer()
    let anna = NurseSandbox()
    try anna.login("anna", on: server)
    let token = try Self.savedToken(of: anna)
    let before = try await TeamHTTP(base: server.url, token: token).send("GET", "/v1/changes")
    #expect(before.status == 200)

    let logout = try anna.run(["logout"])
    #expect(logout.status == 0, "\(logout.stderr)")
    #expect(logout.stdout.contains("logged out"))
    let after = try await TeamHTTP(base: server.url, token: token).send("GET", "/v1/changes")
    #expect(after.status == 401, "a copy of the old token opens nothing: \(after)")
  }

  @Test func aDisabledNurseIsLoggedOutEverywhereAndCannotLogIn() throws {
    let server = try TeamServer()
    let anna = NurseSandbox()
    try anna.login("anna", on: server)
    try server.admin(["nurse", "disable", "anna"])
    #expect(try anna.run(["sync"]).status == 77)
    let again = try anna.run(
      ["login", "--server", server.url.absoluteString, "--username", "anna"],
      environment: ["NURSE_PASSWORD": TeamServer.passwords["anna"]!]
    )
    #expect(again.status == 77)
  }

  @Test func repeatedWrongPasswordsAreThrottledAndSaySoEvenForTheRightOne() throws {
    let server = try TeamServer()
    let intruder = NurseSandbox()
    var statuses: [Int32] = []
    for _ in 0..<6 {
      let attempt = try intruder.run(
        ["login", "--server", server.url.absoluteString, "--username", "bea"],
        environment: ["NURSE_PASSWORD": "guess-123456"]
      )
      statuses.append(attempt.status)
    }
    #expect(statuses.first == 77)
    #expect(statuses.last == 75, "throttled is 'try later': \(statuses)")
    let bea = try intruder.run(
      ["login", "--server", server.url.absoluteString, "--username", "bea"],
      environment: ["NURSE_PASSWORD": TeamServer.passwords["bea"]!]
    )
    #expect(bea.status == 75)
    #expect(bea.stderr.contains("too many failed logins"), "\(bea.stderr)")
  }

  private static func savedToken(of nurse: NurseSandbox) throws -> String {
    let data = try Data(contentsOf: nurse.home.file("config/nurse/session.json"))
    let session = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return try #require(session?["token"] as? String)
  }
}
