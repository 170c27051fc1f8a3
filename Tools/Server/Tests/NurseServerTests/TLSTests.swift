import AsyncHTTPClient
import Foundation
import NIOCore
import NIOSSL
import Testing

@testable import NurseServer

/// `nurse-server serve --tls-cert --tls-key`: the built binary serving HTTPS over loopback with
/// a certificate made at test time, reached by an HTTPS client that trusts that certificate
/// alone (and checks that it names 127.0.0.1).
@Suite final class TLSTests {
  let scratch: ScratchDirectory
  var directory: URL { scratch.url }

  init() throws {
    scratch = try ScratchDirectory("tls")
  }

  @Test func theServerAnswersHTTPSAndRefusesPlainHTTPOnItsPort() async throws {
    let certificate = try SelfSignedCertificate(in: directory)
    let database = try await Self.database(in: directory)
    let server = try ServerProcess(
      [
        "serve", "--host", "127.0.0.1", "--port", "0", "--db", database,
        "--tls-cert", certificate.certificate.path, "--tls-key", certificate.key.path,
      ],
      in: directory
    )
    defer { server.stop() }
    let url = try await server.listeningURL()
    #expect(url.scheme == "https")
    #expect(server.standardOutput.hasPrefix("nurse-server listening on https://127.0.0.1:"))

    var tls = TLSConfiguration.makeClientConfiguration()
    tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(certificate.certificate.path))
    let client = HTTPClient(
      eventLoopGroupProvider: .singleton,
      configuration: HTTPClient.Configuration(tlsConfiguration: tls)
    )
    do {
      try await Self.loginOverHTTPS(at: url, with: client)
      try await client.shutdown()
    } catch {
      try await client.shutdown()
      throw error
    }
    // The refused connection did not stop the server.
    #expect(server.process.isRunning)
  }

  /// A login over HTTPS succeeds; the same request in plain HTTP to the same port fails.
  static func loginOverHTTPS(at url: URL, with client: HTTPClient) async throws {
    let answer = try await client.execute(login(at: url), timeout: .seconds(10))
    #expect(answer.status == .ok)
    let body = try await answer.body.collect(upTo: 1 << 20)
    let json = try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any]
    #expect((json?["token"] as? String)?.isEmpty == false)

    var plain = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
    plain.scheme = "http"
    let plainURL = try #require(plain.url)
    await #expect(throws: (any Error).self) {
      let answer = try await client.execute(login(at: plainURL), timeout: .seconds(10))
      _ = try await answer.body.collect(upTo: 1 << 20)
    }
  }

  @Test func theEnvironmentNamesTheFilesToo() async throws {
    let certificate = try SelfSignedCertificate(in: directory)
    let database = try await Self.database(in: directory)
    let server = try ServerProcess(
      ["serve", "--host", "127.0.0.1", "--port", "0", "--db", database],
      environment: [
        "NURSE_SERVER_TLS_CERT": certificate.certificate.path,
        "NURSE_SERVER_TLS_KEY": certificate.key.path,
      ],
      in: directory
    )
    defer { server.stop() }
    #expect(try await server.listeningURL().scheme == "https")
  }

  @Test func aBadTLSSetupExits64BeforeListening() async throws {
    let certificate = try SelfSignedCertificate(in: directory)
    let other = try SelfSignedCertificate(in: directory, name: "other")
    let garbage = directory.appendingPathComponent("garbage.pem")
    try Data("not a certificate\n".utf8).write(to: garbage)
    let database = try await Self.database(in: directory)
    let cert = certificate.certificate.path
    let key = certificate.key.path
    let setups: [(arguments: [String], environment: [String: String], says: String)] = [
      (["--tls-cert", cert], [:], "--tls-key"),
      (["--tls-key", key], [:], "--tls-cert"),
      (["--tls-cert", cert], ["NURSE_SERVER_TLS_KEY": ""], "--tls-key"),
      (["--tls-cert", garbage.path, "--tls-key", key], [:], "--tls-cert"),
      (["--tls-cert", cert, "--tls-key", garbage.path], [:], "--tls-key"),
      (["--tls-cert", cert + ".missing", "--tls-key", key], [:], "--tls-cert"),
      (["--tls-cert", cert, "--tls-key", other.key.path], [:], "--tls-key"),
    ]
    for setup in setups {
      let server = try ServerProcess(
        ["serve", "--port", "0", "--db", database] + setup.arguments,
        environment: setup.environment,
        in: directory
      )
      #expect(try await server.exitStatus() == 64, "\(setup.arguments)")
      #expect(server.standardError.contains(setup.says), "\(server.standardError)")
      #expect(!server.standardOutput.contains("listening"), "\(setup.arguments)")
    }
  }

  /// A database with team north and nurse anna (password `password-anna`), hashed cheaply.
  static func database(in directory: URL) async throws -> String {
    let path = directory.appendingPathComponent("server-\(UUID().uuidString).sqlite").path
    let administration = Administration(store: try SQLiteServerStore(path: path), bcryptCost: 4)
    _ = try await administration.addTeam("north")
    _ = try await administration.addNurse(
      team: "north",
      username: "anna",
      password: "password-anna"
    )
    return path
  }

  static func login(at url: URL) -> HTTPClientRequest {
    var request = HTTPClientRequest(url: url.appendingPathComponent("v1/auth/login").absoluteString)
    request.method = .POST
    request.headers.add(name: "Content-Type", value: "application/json")
    request.body = .bytes(ByteBuffer(string: #"{"username":"anna","password":"password-anna"}"#))
    return request
  }
}
