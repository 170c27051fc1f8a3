import CoreTesting
import Foundation

/// A certificate authority made for one test and a server certificate it signed for
/// 127.0.0.1, with `openssl` (Debian's, as a team lead would make a private one).
struct TestCertificates {
  let directory = TemporaryDirectory(prefix: "nurse-tls")
  var authority: URL { directory.file("ca.pem") }
  var certificate: URL { directory.file("server.pem") }
  var key: URL { directory.file("server.key") }
  /// The machine's trusted authorities plus this one.
  var trustBundle: URL { directory.file("bundle.pem") }

  /// Where libcurl (under FoundationNetworking) reads the authorities it trusts: it takes no
  /// per-request option on Linux, so a nurse trusts a private CA through the system store.
  static let systemBundle = "/etc/ssl/certs/ca-certificates.crt"

  init() throws {
    let ca = directory.file("ca.key").path
    try Self.openssl([
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", ca, "-out", authority.path,
      "-days", "2", "-subj", "/CN=nurse test CA",
    ])
    let request = directory.file("server.csr").path
    try Self.openssl([
      "req", "-newkey", "rsa:2048", "-nodes", "-keyout", key.path, "-out", request,
      "-subj", "/CN=127.0.0.1",
    ])
    let extensions = directory.file("san.cnf")
    try "subjectAltName=IP:127.0.0.1,DNS:localhost\n".write(
      to: extensions,
      atomically: true,
      encoding: .utf8
    )
    try Self.openssl([
      "x509", "-req", "-in", request, "-CA", authority.path, "-CAkey", ca, "-CAcreateserial",
      "-out", certificate.path, "-days", "2", "-extfile", extensions.path,
    ])
    let system = (try? Data(contentsOf: URL(fileURLWithPath: Self.systemBundle))) ?? Data()
    try (system + Data("\n".utf8) + Data(contentsOf: authority)).write(to: trustBundle)
  }

  /// Runs `nurse` in a private mount namespace where the system's trust store also holds
  /// this authority: the machine's own store is never touched. `unshare -r` maps the user to
  /// root inside the namespace only, so it needs no privilege where user namespaces exist.
  var trustingWrapper: [String] {
    [
      "/usr/bin/unshare", "-rm", "/bin/sh", "-c",
      "mount --bind \"$0\" \(Self.systemBundle) && exec \"$@\"", trustBundle.path,
    ]
  }

  private static func openssl(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "openssl \(arguments.first ?? "") failed: install openssl")
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }
}
